// One list screen, written once: title bar with the add button, searches and filters, the table, pagination,
// the add/edit modal (reset on save or cancel), confirmation before delete, toasts, and the list fetched again
// after every change. A screen only says what is particular to it: its columns, filters and form.
// The list is the server's: one page at a time under the searches and filters, all of them in the URL
// (listState.ts); a record just added is shown on its page, marked (locate.ts). Every list exports as it is
// filtered, as CSV or XLSX (ExportLinks).
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldErrors, Schema, Values } from 'remote_shared/schemas';
import { notify } from 'remote_shared/notify';
import { TitleBar } from '../pages/ScreenTitle';
import { T } from '../texts';
import type { Resource } from './api';
import { DataTable, type Column } from './DataTable';
import { ExportLinks } from './ExportLinks';
import { Field, FormFooter, isFileField, type FieldSpec } from './fields';
import { FilterBar, type Filter } from './filters';
import { useRecordForm, type TextValues } from './form';
import { useKeepPageInRange, useListState } from './listState';
import { useShowSaved, type Saved } from './locate';
import { Modal } from './Modal';
import { DeleteButton, EditButton } from './RowButtons';
import { Pagination } from './pagination';
import { createdId, usePagedRecords, useWrites, type ResourceTexts } from './records';
import { useConfirmedDelete } from './useDelete';

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

export interface CrudScreenProps<R extends { id: number }> {
  title: string;
  resource: Resource;
  texts: ResourceTexts;
  columns: Column<R>[];
  /** Searches and filters, each a parameter of the server's list. */
  filters?: Filter[];
  emptyText: string;
  /** A row's name, for the action buttons' names and the confirmation. */
  rowName: (row: R) => string;
  form?: RecordFormSpec<R>;
  /** First and last page buttons (the subject list). */
  paginationEdges?: boolean;
  /** Buttons of a row beside edit and delete. */
  rowActions?: (row: R) => ReactNode;
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
  const { title, resource, texts, columns, filters = [], emptyText, rowName, form: spec, paginationEdges, rowActions, canDelete = true, intro, titleActions, editor, rowClassName } = props;
  const state = useListState(filters.map((f) => f.key));
  const list = usePagedRecords<R>(resource, { params: state.params, page: state.page, loadFailed: texts.loadFailed });
  useKeepPageInRange(list.answeredPage, state);
  const saved = useShowSaved(resource, state);
  const writes = useWrites(resource, texts);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletes = useConfirmedDelete(writes.remove, heading);
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
        rows={list.rows}
        firstIndex={list.firstIndex}
        isLoading={list.isLoading}
        isBusy={list.isFetching}
        isError={list.isError}
        emptyText={emptyText}
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
