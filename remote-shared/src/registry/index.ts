export * from './files';
export * from './resources';
export type * from './answers';
import { type FileRule, maxBytesOf, PROFILE_PICTURE } from './files';
import { entryOf, RESOURCE_KEYS, type ResourceKey } from './resources';

/** The rule of a resource's file field; throws for a field that is no file (a typo in a screen or a server file). */
export function fileRuleOf(key: ResourceKey, field: string): FileRule {
  const rule = entryOf(key).files?.[field];
  if (!rule) throw new Error(`${key} has no file field "${field}"`);
  return rule;
}

/** The largest file any upload may be: the server reads no file part beyond it. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  maxBytesOf(PROFILE_PICTURE),
  ...RESOURCE_KEYS.flatMap((key) => Object.values(entryOf(key).files ?? {}).map(maxBytesOf)),
);
