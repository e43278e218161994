// The API resources the dashboard manages, from the registry (remote_shared/registry): each one's path, its cache
// tag and the other lists a write to it changes, and its file fields as the forms show and check them.
import { changedTags, fileHint, fileRuleOf, fileTooLargeText, keyOfPath, REGISTRY, RESOURCE_KEYS, type ResourceKey } from 'remote_shared/registry';
import type { Resource } from './api';
import type { FieldSpec } from './fields';

function resourceOf(key: ResourceKey): Resource {
  const [tag, ...alsoChanges] = changedTags(key);
  return alsoChanges.length ? { path: REGISTRY[key].path, tag, alsoChanges } : { path: REGISTRY[key].path, tag };
}

export const RESOURCES = Object.fromEntries(RESOURCE_KEYS.map((key) => [key, resourceOf(key)])) as Record<ResourceKey, Resource>;

/** What a form field of a file is, from the registry: its kind, size limit, hint and too-large message. */
export type FileFieldSpec = Pick<FieldSpec, 'name' | 'type' | 'maxMb' | 'hint' | 'sizeMessage' | 'removable'>;

/**
 * The spec of the file field `name` of a resource (given by its key, or as the screens hold it), for a form's
 * field list: `{ ...fileField(RESOURCES.teachers, 'photo'), label: F.photo, wide: true }`.
 */
export function fileField(resource: ResourceKey | Resource, name: string): FileFieldSpec {
  const key = typeof resource === 'string' ? resource : keyOfPath(resource.path);
  if (!key) throw new Error(`no resource at ${(resource as Resource).path}/`);
  const rule = fileRuleOf(key, name);
  const spec: FileFieldSpec = { name, type: rule.type, maxMb: rule.maxMegabytes };
  const hint = fileHint(rule);
  const sizeMessage = fileTooLargeText(rule);
  if (hint !== undefined) spec.hint = hint;
  if (sizeMessage !== undefined) spec.sizeMessage = sizeMessage;
  // A file the record must have cannot be removed, only replaced.
  if (rule.required) spec.removable = false;
  return spec;
}
