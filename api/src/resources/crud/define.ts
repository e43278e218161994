// A resource's definition, made from its registry entry and its domain file's server part: the path, schema,
// access, files (limits and formats from the registry, the folder from the server part), the list filters of the
// registry on the table's columns, and the other lists whose writes change this one.
import { changedBy, entryOf, FILE_TYPES, filterParameters, maxBytesOf, REGISTRY, type ResourceKey } from 'remote_shared/registry';
import { filterOf, integerEqualsFilter, type ListFilter, searchFilter } from './filters';
import type { Column, FileField, ResourceDefinition, ResourceTable, ServerPart, UsedBy } from './types';

export function defineResource<T extends ResourceTable>(key: ResourceKey, server: ServerPart<T>): ResourceDefinition<T> {
  const entry = entryOf(key);
  const column = (field: string): string => server.columns?.[field] ?? field;

  const files: Record<string, FileField> = {};
  for (const [field, rule] of Object.entries(entry.files ?? {})) {
    if (!server.folder) throw new Error(`${key}: a resource with files needs the folder they are stored in`);
    files[field] = { folder: server.folder, maxBytes: maxBytesOf(rule), kinds: FILE_TYPES[rule.type].kinds, ...(rule.required ? { required: true } : {}) };
  }

  const filters: Record<string, ListFilter> = {};
  for (const { name, field, kind } of filterParameters(entry)) {
    // An integer field compares as a number (`?year=2024`, or ২০২৪): a value that is none matches nothing.
    filters[name] = kind === 'equals' && entry.schema[field]?.kind === 'integer' ? integerEqualsFilter(column(field)) : filterOf(kind, column(field));
  }
  if (entry.search?.length) filters.search = searchFilter(entry.search.map(column));

  if (server.independentRows && (server.unique?.length || server.usedBy?.length || server.check || server.references)) {
    throw new Error(`${key}: a resource whose rules read other rows (unique, usedBy, check, references) cannot have independentRows`);
  }

  const dependsOn = changedBy(key).map((other) => REGISTRY[other].path);
  return {
    ...server,
    key,
    path: entry.path,
    schema: entry.schema,
    read: entry.read,
    ...(entry.create ? { create: entry.create } : {}),
    ...(entry.write ? { write: entry.write } : {}),
    ...(entry.operations ? { operations: entry.operations } : {}),
    ...(Object.keys(files).length ? { files } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(entry.distinct?.length ? { distinct: entry.distinct } : {}),
    ...(dependsOn.length ? { dependsOn } : {}),
  };
}

/** A table whose `column` holds this resource's ids: a delete while any row does is a 409 counting them. */
export function usedBy<T extends ResourceTable>(table: T, column: Column<T>, singular: string, plural: string): UsedBy {
  return { table, column, label: (n) => `${n} ${n === 1 ? singular : plural}` };
}
