// One list screen, written once: title bar with the add button, searches and filters, the table, pagination,
// the add/edit modal (reset on save or cancel), confirmation before delete, toasts, and the list fetched again
// after every change. A screen only says what is particular to it: its title and resource are its descriptor's
// (screens.tsx), its texts one object of texts.ts named by the descriptor, and its columns and form fields come from the registry and the
// schema (crud/resources.ts formField) unless it names them or says what differs.
// The list is the server's: one page at a time under the searches and filters, all of them in the URL
// (listState.ts); a record just added is shown on its page, marked (locate.ts). Every list exports as it is
// filtered, as CSV or XLSX (ExportLinks).
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { entryOf, operationsOf, writeAccessOf, type ResourceKey } from 'remote_shared/registry';
import type { FieldErrors, Schema, Values } from 'remote_shared/schemas';
import { notify } from 'remote_shared/notify';
import { TitleBar } from '../pages/ScreenTitle';
import { useScreen, useScreenResource } from '../screenContext';
import { T } from '../texts';
import { DataTable, type Column } from './DataTable';
import { ExportLinks } from './ExportLinks';
import { FileLink } from './FileLink';
import { Field, FormFooter, isFileField, type FieldSpec } from './fields';
import { FilterBar, type Filter } from './filters';
import { useRecordForm, type TextValues } from './form';
import { type Saved } from './locate';
import { text } from './lookups';
import { Modal } from './Modal';
import { DeleteButton, EditButton } from './RowButtons';
import { Pagination } from './pagination';
import { createdId, useWrites, type ResourceTexts } from './records';
import { allFormFields, fieldLabel, formField, RESOURCES, type FormField } from './resources';
import { useCrudList } from './useCrudList';

export interface RecordFormSpec<R> {
  addLabel: string;
  addTitle: string;
  editTitle: string;
  fields: FieldSpec[];
  schema: Schema;
  /** The values of an edited row, as the form's text values. */
  fromRow: (row: R) => TextValues;
  /** PUT (the spec's calls for most resources) or PATCH. */
  method?: 'PUT' | 'PATCH';
  /** Multipart (records with files) or JSON. */
  multipart?: boolean;
  /** A toast when the form fails its check (the spec's message for missing required fields). */
  invalidToast?: string;
  /** Field messages in the screen's own words, e.g. the phone rule. */
  messages?: Record<string, string>;
  /** A rule across fields, on the clean values (the result counts): field errors, or null. */
  check?: (values: Values) => FieldErrors | null;
}

/**
 * What a list screen says of its form, all of it optional: the fields (every field of the schema and the
 * registry's files unless named; a name alone takes its label, input and required mark from there), the schema
 * (the registry's), multipart (when the resource has files), PUT, and the edited row's values (its fields' as
 * text).
 */
export type FormOptions<R> = Partial<Omit<RecordFormSpec<R>, 'fields' | 'addLabel' | 'addTitle' | 'editTitle'>> & { fields?: FormField[] };

/** A list screen's texts (one object of texts.ts): its toasts, its empty list, and its form's button and titles. */
export interface CrudTexts {
  toasts: ResourceTexts;
  empty: string;
  add?: string;
  addTitle?: string;
  editTitle?: string;
}

export interface CrudScreenProps<R extends { id: number }> {
  /** The table's columns: a field's name (its label, its value; a file as a link) or a column of its own. Every field, unless given. */
  columns?: (Column<R> | string)[];
  /** Searches and filters, each a parameter of the server's list. */
  filters?: Filter[];
  /** A row's name, for the action buttons' names and the confirmation: its title, full name, name or username unless given. */
  rowName?: (row: R) => string;
  /**
   * The add and edit form: shown when adding is the Admin's (the registry's operations and access), with the
   * defaults of FormOptions; `false` for none.
   */
  form?: FormOptions<R> | false;
  /** First and last page buttons (the subject list). */
  paginationEdges?: boolean;
  /** Buttons of a row beside edit and delete. */
  rowActions?: (row: R) => ReactNode;
  /** A delete button on each row: when the API deletes the resource, unless said. */
  canDelete?: boolean;
  /** Above the filters (links, notes). */
  intro?: ReactNode;
  /** Beside the add button (the import of the lists that take spreadsheets). */
  titleActions?: ReactNode;
  /**
   * An editor of a row other than the generic form (the routine form), shown in the modal: `close` on cancel,
   * `saved` after a save (the list then follows the record, as after the generic form).
   */
  editor?: { title: string; render: (row: R, close: () => void, saved: () => void) => ReactNode };
  /** A class of a row's own (an unread message is bold). */
  rowClassName?: (row: R) => string | undefined;
}

/** The fields that name a record, in the order they are looked for. */
const NAMING_FIELDS = ['title', 'full_name', 'name', 'username'];

function defaultRowName(row: object): string {
  const values = row as Record<string, unknown>;
  const found = NAMING_FIELDS.map((field) => values[field]).find((value) => typeof value === 'string' && value !== '');
  return typeof found === 'string' ? found : `#${(row as { id: number }).id}`;
}

/** The texts of the screen's list: its descriptor's (screens.tsx). */
function useScreenTexts(): CrudTexts {
  const screen = useScreen();
  if (!screen.texts) throw new Error(`the dashboard screen ${screen.path} is a list without texts (its descriptor's \`texts\`)`);
  return screen.texts;
}

/** Whether the dashboard adds records of the resource: the API creates them, and only for an Admin (not the contact form's messages). */
function addsRecords(key: ResourceKey): boolean {
  const entry = entryOf(key);
  return operationsOf(entry).has('create') && writeAccessOf(entry).create === 'admin';
}

/** A column of a field by its name: its label over its value (a choice's label), a file as a link named for the row, a date unbroken. */
function columnOf<R>(key: ResourceKey, name: string, rowName: (row: R) => string): Column<R> {
  const value = (row: R) => (row as Record<string, unknown>)[name];
  if (entryOf(key).files?.[name]) return { header: fieldLabel(name), cell: (row) => <FileLink url={value(row) as string | null} name={rowName(row)} /> };
  const rule = entryOf(key).schema[name];
  const date = rule?.kind === 'date';
  // A choice as its label reads (the schema's `labels`), else as stored.
  const shown = (row: R) => {
    const raw = value(row) as string | number | null;
    return typeof raw === 'string' && rule?.labels?.[raw] ? rule.labels[raw] : text(raw);
  };
  return { header: fieldLabel(name), cell: shown, ...(date ? { className: 'dash-nowrap' } : {}) };
}

/** The form a screen has, with the defaults filled in; null when it has none. */
function formOf<R>(key: ResourceKey, texts: CrudTexts, options: FormOptions<R> | false | undefined): RecordFormSpec<R> | null {
  if (options === false || (options === undefined && !addsRecords(key))) return null;
  const { fields: named, ...rest } = options ?? {};
  const fields = (named ?? allFormFields(key)).map((field) => formField(key, field));
  if (texts.add === undefined || texts.addTitle === undefined || texts.editTitle === undefined) throw new Error(`the form of ${key} needs its texts' add, addTitle and editTitle`);
  const written = fields.filter((field) => !isFileField(field)).map((field) => field.name);
  return {
    addLabel: texts.add,
    addTitle: texts.addTitle,
    editTitle: texts.editTitle,
    fields,
    schema: entryOf(key).schema,
    multipart: fields.some(isFileField),
    method: 'PUT',
    fromRow: (row) => Object.fromEntries(written.map((name) => [name, text((row as Record<string, string | number | null>)[name])])),
    ...rest,
  };
}

/**
 * `?new=1` in the URL (the overview's quick actions): the add form opens at once, and the parameter goes from the
 * URL (replacing the entry), so back, a reload or a page change does not open it again.
 */
function useAddFromUrl(open: () => void, enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const asked = enabled && params.get('new') === '1';
  useEffect(() => {
    if (!asked) return;
    open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [asked, open, setParams]);
}

export function CrudScreen<R extends { id: number }>(props: CrudScreenProps<R>) {
  const { filters = [], rowName = defaultRowName, paginationEdges, rowActions, intro, titleActions, editor, rowClassName } = props;
  const { title } = useScreen();
  const texts = useScreenTexts();
  const key = useScreenResource();
  const resource = RESOURCES[key];
  const { state, list, table, saved, writes, heading, deletes } = useCrudList<R>(resource, texts.toasts, filters.map((f) => f.key));
  const spec = formOf(key, texts, props.form);
  const canDelete = props.canDelete ?? operationsOf(entryOf(key)).has('delete');
  const columns = (props.columns ?? allFormFields(key)).map((column) => (typeof column === 'string' ? columnOf(key, column, rowName) : column));
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const openAdd = useCallback(() => setEditing('new'), []);
  useAddFromUrl(openAdd, Boolean(spec));

  return (
    <section className="dash-screen">
      <TitleBar title={title} headingRef={heading}>
        <div className="dash-titlebar__actions">
          {titleActions}
          <ExportLinks resource={resource} params={state.params} />
          {spec && (
            <button type="button" className="dash-button" onClick={() => setEditing('new')}>
              <Plus size={18} aria-hidden="true" />
              {spec.addLabel}
            </button>
          )}
        </div>
      </TitleBar>
      {intro}
      <FilterBar filters={filters} list={state} />
      <DataTable
        caption={title}
        columns={columns}
        {...table}
        emptyText={texts.empty}
        markedId={saved.markedId}
        markedLabel={saved.markedLabel}
        rowClassName={rowClassName}
        actions={(row) => (
          <>
            {rowActions?.(row)}
            {(spec || editor) && (
              <EditButton name={rowName(row)} onClick={() => setEditing(row)} />
            )}
            {canDelete && (
              <DeleteButton name={rowName(row)} onClick={() => deletes.ask(row.id, rowName(row))} busy={deletes.isDeleting(row.id)} />
            )}
          </>
        )}
      />
      <Pagination page={state.page} pageCount={list.pageCount} goTo={state.setPage} edges={paginationEdges} />
      {spec && editing && (
        <RecordModal spec={spec} row={editing === 'new' ? null : editing} save={writes.save} isSaving={writes.isSaving} onClose={() => setEditing(null)} onSaved={saved.show} />
      )}
      {editor && editing && editing !== 'new' && (
        <Modal title={editor.title} onClose={() => setEditing(null)}>
          {editor.render(
            editing,
            () => setEditing(null),
            () => {
              setEditing(null);
              void saved.show(editing.id, 'edited');
            },
          )}
        </Modal>
      )}
      {deletes.dialog}
    </section>
  );
}

interface RecordModalProps<R extends { id: number }> {
  spec: RecordFormSpec<R>;
  row: R | null;
  save: ReturnType<typeof useWrites>['save'];
  isSaving: boolean;
  onClose: () => void;
  /** After a save: the record's id, and whether it was added or edited. */
  onSaved?: (id: number, saved: Saved) => void;
}

/** The add/edit modal: add mode with an empty form, edit mode filled from the row; it closes (and its state goes) on save or cancel. */
export function RecordModal<R extends { id: number }>({ spec, row, save, isSaving, onClose, onSaved }: RecordModalProps<R>) {
  const empty: TextValues = Object.fromEntries(spec.fields.map((f) => [f.name, '']));
  const form = useRecordForm(row ? { ...empty, ...spec.fromRow(row) } : empty);
  const fileFields = spec.fields.filter(isFileField);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values: Values | null = form.check(spec.schema, spec.messages);
    // A required file (the result's sheet) must be chosen when the record has none yet.
    const current = (name: string) => (row ? (row as Record<string, unknown>)[name] : null);
    const missingFiles = fileFields.filter((f) => f.required && !form.files[f.name] && !current(f.name));
    const problems: FieldErrors = { ...(values ? spec.check?.(values) : null), ...Object.fromEntries(missingFiles.map((f) => [f.name, [T.messages.required]])) };
    if (Object.keys(problems).length) form.addErrors(problems);
    if (!values || Object.keys(problems).length) {
      if (spec.invalidToast) notify.error(spec.invalidToast);
      return;
    }
    const body = spec.multipart ? form.body(values, fileFields.map((f) => f.name)) : values;
    const result = await save(body, row?.id ?? null, spec.method ?? 'PUT');
    if (!result.ok) {
      form.refused(result.error);
      return;
    }
    onClose();
    const id = row ? row.id : createdId(result.answer);
    if (id !== null) onSaved?.(id, row ? 'edited' : 'added');
  };

  return (
    <Modal title={row ? spec.editTitle : spec.addTitle} onClose={onClose}>
      <form className="dash-form" onSubmit={submit} noValidate>
        <div className="dash-form__grid">
          {spec.fields.map((field) => (
            <Field key={field.name} spec={field} form={form} current={row ? ((row as Record<string, unknown>)[field.name] as string | null) : null} />
          ))}
        </div>
        <FormFooter form={form} isSaving={isSaving} submitLabel={row ? T.update : T.submit} onCancel={onClose} />
      </form>
    </Modal>
  );
}
