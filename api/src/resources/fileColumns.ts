// Every column that names a stored file, for the code that must know all of them without knowing the resources:
// the orphan sweep (sweep.ts, which is given this list by its callers) and a backup's list of the files
// its snapshot names (backup/database.ts).
import type { FileColumn } from '../sweep';
import type { ResourceDefinition } from './crud/types';
import { RESOURCES } from './definitions';

/**
 * The file fields of the resources, and the profile picture that register/ stores in `profiles/` (users have no
 * file field of their own in the resource definitions).
 */
export function fileColumns(resources: readonly ResourceDefinition[] = RESOURCES): FileColumn[] {
  const columns = resources.flatMap((definition) =>
    Object.entries(definition.files ?? {}).map(([field, rule]) => ({
      table: definition.table,
      column: definition.columns?.[field] ?? field,
      folder: rule.folder,
    })),
  );
  columns.push({ table: 'users', column: 'profile_picture', folder: 'profiles' });
  return columns;
}
