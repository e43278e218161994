// Classes (spec section 2) and sections: an add form, a search box and a table whose rows edit inline
// (display mode or edit mode, left by save or cancel), with delete after confirmation.
import { useId, useRef, type FormEvent } from 'react';
import { notify } from 'remote_shared/notify';
import type { Schema } from 'remote_shared/schemas';
import type { Resource } from '../../crud/api';
import { DataTable } from '../../crud/DataTable';
import { FieldErrorList } from '../../crud/fields';
import { FilterBar, useFilters } from '../../crud/filters';
import { useRecordForm } from '../../crud/form';
import { Pagination, usePagination } from '../../crud/pagination';
import { DeleteButton, EditButton, InlineSaveCancel } from '../../crud/RowButtons';
import { useRecords, useWrites, type ResourceTexts } from '../../crud/records';
import { useConfirmedDelete } from '../../crud/useDelete';
import { useInlineEdit } from '../../crud/useInlineEdit';
import { ScreenTitle } from '../../pages/ScreenTitle';
import { T } from '../../texts';

interface Named {
  id: number;
  name: string;
}

interface NameListScreenProps {
  title: string;
  resource: Resource;
  schema: Schema;
  texts: ResourceTexts;
  labels: { name: string; add: string; search: string; empty: string; requiredOnAdd: string; requiredOnEdit: string };
}

export function NameListScreen({ title, resource, schema, texts, labels }: NameListScreenProps) {
  const list = useRecords<Named>(resource, { loadFailed: texts.loadFailed });
  const filters = [{ kind: 'search' as const, key: 'q', label: labels.search, text: (row: Named) => row.name }];
  const filter = useFilters(list.rows, filters);
  const pages = usePagination(filter.filtered, filter.resetKey);
  const writes = useWrites(resource, texts);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletes = useConfirmedDelete(writes.remove, heading);
  const inline = useInlineEdit();
  const { editingId } = inline;
  const adding = useRecordForm({ name: '' });
  const inputId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const values = adding.check(schema, { name: labels.requiredOnAdd });
    if (!values) {
      if (!adding.values.name.trim()) notify.error(labels.requiredOnAdd);
      return;
    }
    const result = await writes.save(values);
    if (result.ok) adding.reset();
    else adding.refused(result.error);
  };

  return (
    <section className="dash-screen">
      <ScreenTitle ref={heading}>{title}</ScreenTitle>
      <form className="dash-inline-form" onSubmit={add} noValidate>
        <div className="dash-field">
          <label htmlFor={inputId} className="is-required">
            {labels.name}
          </label>
          <input
            id={inputId}
            value={adding.values.name}
            onChange={(e) => adding.set('name', e.target.value)}
            aria-required
            aria-invalid={adding.errors.name ? true : undefined}
            aria-describedby={adding.errors.name ? `${inputId}-error` : undefined}
          />
          <FieldErrorList id={`${inputId}-error`} errors={adding.errors.name ?? (adding.formError ? [adding.formError] : undefined)} />
        </div>
        <button type="submit" className="dash-button" disabled={writes.isSaving && editingId === null}>
          {writes.isSaving && editingId === null ? T.processing : labels.add}
        </button>
      </form>
      <FilterBar filters={filters} rows={list.rows} state={filter.state} set={filter.set} />
      <DataTable
        caption={title}
        rows={pages.pageRows}
        firstIndex={pages.firstIndex}
        isLoading={list.isLoading}
        isError={list.isError}
        emptyText={labels.empty}
        columns={[
          {
            header: labels.name,
            cell: (row) =>
              row.id === editingId ? (
                <InlineName row={row} schema={schema} labels={labels} writes={writes} onDone={() => inline.stop(row.id)} />
              ) : (
                row.name
              ),
          },
        ]}
        actions={(row) =>
          row.id === editingId ? null : (
            <>
              <EditButton ref={inline.editButton(row.id)} name={row.name} onClick={() => inline.start(row.id)} />
              <DeleteButton name={row.name} onClick={() => deletes.ask(row.id, row.name)} busy={deletes.isDeleting(row.id)} />
            </>
          )
        }
      />
      <Pagination page={pages.page} pageCount={pages.pageCount} goTo={pages.goTo} />
      {deletes.dialog}
    </section>
  );
}

function InlineName({ row, schema, labels, writes, onDone }: { row: Named; schema: Schema; labels: NameListScreenProps['labels']; writes: ReturnType<typeof useWrites>; onDone: () => void }) {
  const form = useRecordForm({ name: row.name });
  const id = useId();
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const values = form.check(schema, { name: labels.requiredOnEdit });
    if (!values) {
      if (!form.values.name.trim()) notify.error(labels.requiredOnEdit);
      return;
    }
    const result = await writes.save(values, row.id, 'PATCH');
    if (result.ok) onDone();
    else form.refused(result.error);
  };
  const errors = form.errors.name ?? (form.formError ? [form.formError] : undefined);
  return (
    <form className="dash-inline-edit" onSubmit={save} noValidate>
      <input
        aria-label={labels.name}
        value={form.values.name}
        autoFocus
        onChange={(e) => form.set('name', e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      />
      <InlineSaveCancel isSaving={writes.isSaving} onCancel={onDone} />
      <FieldErrorList id={`${id}-error`} errors={errors} />
    </form>
  );
}
