// The API resources the dashboard manages, from the registry (remote_shared/registry): each one's path, its cache
// tag and the other lists a write to it changes, its file fields as the forms show and check them, and the form
// fields a list screen has by default (its schema's, with their labels, kinds and required marks, and its files).
import { changedTags, entryOf, fileHint, fileRuleOf, fileTooLargeText, keyOfPath, REGISTRY, RESOURCE_KEYS, type ResourceKey } from 'remote_shared/registry';
import type { FieldKind } from 'remote_shared/schemas';
import { T } from '../texts';
import type { Resource } from './api';
import type { FieldSpec } from './fields';

function resourceOf(key: ResourceKey): Resource {
  const [tag, ...alsoChanges] = changedTags(key);
  return alsoChanges.length ? { path: REGISTRY[key].path, tag, alsoChanges } : { path: REGISTRY[key].path, tag };
}

export const RESOURCES = Object.fromEntries(RESOURCE_KEYS.map((key) => [key, resourceOf(key)])) as Record<ResourceKey, Resource>;

/** The registry's key of a resource as the screens hold it. */
export function keyOf(resource: ResourceKey | Resource): ResourceKey {
  const key = typeof resource === 'string' ? resource : keyOfPath(resource.path);
  if (!key) throw new Error(`no resource at ${(resource as Resource).path}/`);
  return key;
}

/** The label of a record's field: its name in T.fieldNames, else the API's name. */
export function fieldLabel(name: string): string {
  return T.fieldNames[name] ?? name;
}

/** The input of each kind of schema field. A choice is a select of its values; an id (class_name) is a number until a screen offers its names. */
const INPUT_OF_KIND: Partial<Record<FieldKind, FieldSpec['type']>> = {
  text: 'textarea',
  email: 'email',
  phone: 'tel',
  tel: 'tel',
  date: 'date',
  time: 'time',
  integer: 'number',
  choice: 'select',
};

/** A form field of a list screen: a field's name alone, everything from the schema and the registry, or what differs. */
export type FormField = string | (Partial<FieldSpec> & { name: string });

/**
 * The spec of a form field of a resource: the label of T.fieldNames, the input of the schema's kind, the schema's
 * required mark (the 11-digit phone rule's hint), a choice's values with their labels; a file's picker, limit, hint and required
 * mark from the registry (the whole form wide); then whatever the screen says otherwise.
 */
export function formField(resource: ResourceKey | Resource, field: FormField): FieldSpec {
  const key = keyOf(resource);
  const own = typeof field === 'string' ? { name: field } : field;
  const { name } = own;
  const entry = entryOf(key);
  if (entry.files?.[name]) return { label: fieldLabel(name), ...fileField(key, name), required: Boolean(entry.files[name].required), wide: true, ...own };
  const rule = entry.schema[name];
  if (!rule) throw new Error(`${key} has no field "${name}"`);
  const spec: FieldSpec = { name, label: fieldLabel(name) };
  const type = INPUT_OF_KIND[rule.kind];
  if (type) spec.type = type;
  if (rule.required) spec.required = true;
  if (rule.kind === 'text') spec.wide = true;
  if (rule.kind === 'phone') spec.hint = T.phoneHint;
  if (rule.choices) spec.options = rule.choices.map((value) => ({ value, label: rule.labels?.[value] ?? value }));
  return { ...spec, ...own };
}

/** Every field a form of the resource writes, in the schema's order, then its files. */
export function allFormFields(resource: ResourceKey | Resource): string[] {
  const entry = entryOf(keyOf(resource));
  return [...Object.keys(entry.schema), ...Object.keys(entry.files ?? {})];
}

/** What a form field of a file is, from the registry: its kind, size limit, hint and too-large message. */
export type FileFieldSpec = Pick<FieldSpec, 'name' | 'type' | 'maxMb' | 'hint' | 'sizeMessage' | 'removable'>;

/**
 * The spec of the file field `name` of a resource (given by its key, or as the screens hold it), for a form's
 * field list: `{ ...fileField(RESOURCES.teachers, 'photo'), label: F.photo, wide: true }`.
 */
export function fileField(resource: ResourceKey | Resource, name: string): FileFieldSpec {
  const key = keyOf(resource);
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
