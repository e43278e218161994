// Classes (spec section 2) and sections: an add form, a search box (`?search=`) and a table whose rows edit inline
// (display mode or edit mode, left by save or cancel), with delete after confirmation. Paged by the server, the
// page and search in the URL; a name just added is shown on its page, marked. The list exports as searched.
import { useId, type FormEvent } from 'react';
import { notify } from 'remote_shared/notify';
import { entryOf, type AnswerOf } from 'remote_shared/registry';
import type { Schema } from 'remote_shared/schemas';
import { DataTable } from '../../crud/DataTable';
import { ExportLinks } from '../../crud/ExportLinks';
import { FieldErrorList } from '../../crud/fields';
import { FilterBar, type Filter } from '../../crud/filters';
import { useRecordForm } from '../../crud/form';
import { Pagination } from '../../crud/pagination';
import { DeleteButton, EditButton, InlineSaveCancel } from '../../crud/RowButtons';
import { createdId, type ResourceTexts, type useWrites } from '../../crud/records';
import { RESOURCES } from '../../crud/resources';
import { useCrudList } from '../../crud/useCrudList';
import { useInlineEdit } from '../../crud/useInlineEdit';
import { TitleBar } from '../../pages/ScreenTitle';
import { useScreen, useScreenResource } from '../../screenContext';
import { T } from '../../texts';

type Named = Pick<AnswerOf<'classes' | 'sections'>, 'id' | 'name'>;

interface NameListScreenProps {
  /** The resource's texts (T.classes, T.sections); its title and resource are the screen's descriptor's. */
  labels: { name: string; add: string; search: string; empty: string; requiredOnAdd: string; requiredOnEdit: string; toasts: ResourceTexts };
}

export function NameListScreen({ labels }: NameListScreenProps) {
  const { title } = useScreen();
  const key = useScreenResource();
  const resource = RESOURCES[key];
  const { schema } = entryOf(key);
  const filters: Filter[] = [{ kind: 'search', key: 'search', label: labels.search }];
  const { state, list, table, saved, writes, heading, deletes } = useCrudList<Named>(resource, labels.toasts, ['search']);
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
    if (!result.ok) {
      adding.refused(result.error);
      return;
    }
    adding.reset();
    const id = createdId(result.answer);
    if (id !== null) void saved.show(id);
  };

  return (
    <section className="dash-screen">
      <TitleBar title={title} headingRef={heading}>
        <ExportLinks resource={resource} params={state.params} />
      </TitleBar>
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
      <FilterBar filters={filters} list={state} />
      <DataTable
        caption={title}
        {...table}
        markedId={saved.markedId}
        markedLabel={saved.markedLabel}
        emptyText={labels.empty}
        columns={[
          {
            header: labels.name,
            cell: (row) =>
              row.id === editingId ? (
                <InlineName row={row} schema={schema} labels={labels} writes={writes} onDone={() => inline.stop(row.id)} onSaved={() => void saved.show(row.id, 'edited')} />
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
      <Pagination page={state.page} pageCount={list.pageCount} goTo={state.setPage} />
      {deletes.dialog}
    </section>
  );
}

function InlineName({ row, schema, labels, writes, onDone, onSaved }: { row: Named; schema: Schema; labels: NameListScreenProps['labels']; writes: ReturnType<typeof useWrites>; onDone: () => void; onSaved: () => void }) {
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
    if (!result.ok) {
      form.refused(result.error);
      return;
    }
    onDone();
    onSaved();
  };
  const errors = form.errors.name ?? (form.formError ? [form.formError] : undefined);
  return (
    <form className="dash-inline-edit" onSubmit={save} noValidate>
      <input
        aria-label={labels.name}
        value={form.values.name}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user asked to edit this name: focus goes where the typing is
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
