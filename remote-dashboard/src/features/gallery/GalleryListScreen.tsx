// Gallery list (spec section 2): a grid of photos whose caption and image edit in place, and delete after
// confirmation; 10 photos a page like every list, paged by the server, the page in the URL.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { gallerySchema } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import type { AnswerOf } from 'remote_shared/registry';
import { ExportLinks } from '../../crud/ExportLinks';
import { Field } from '../../crud/fields';
import { useRecordForm } from '../../crud/form';
import { text } from '../../crud/lookups';
import { Pagination } from '../../crud/pagination';
import { DeleteButton, EditButton, InlineSaveCancel } from '../../crud/RowButtons';
import { fileField, RESOURCES } from '../../crud/resources';
import { useWrites } from '../../crud/records';
import { useCrudList } from '../../crud/useCrudList';
import { useInlineEdit } from '../../crud/useInlineEdit';
import { TitleBar } from '../../pages/ScreenTitle';
import { useScreen } from '../../screenContext';
import { T } from '../../texts';

const G = T.gallery;

export default function GalleryListScreen() {
  const { title } = useScreen();
  const { state, list, writes, heading, deletes } = useCrudList<AnswerOf<'gallery'>>(RESOURCES.gallery, G.toasts);
  const inline = useInlineEdit();

  return (
    <section className="dash-screen">
      <TitleBar title={title} headingRef={heading}>
        <div className="dash-titlebar__actions">
          <ExportLinks resource={RESOURCES.gallery} params={state.params} />
          <Link to="/dashboard/gallery-upload" className="dash-button">
            {G.toUpload}
          </Link>
        </div>
      </TitleBar>
      {list.isLoading ? (
        <Spinner label={T.loading} />
      ) : list.isError ? (
        <p role="alert">{T.loadError}</p>
      ) : list.rows.length === 0 ? (
        <p className="dash-empty">{G.empty}</p>
      ) : (
        <ul className={list.isFetching ? 'dash-gallery is-busy' : 'dash-gallery'} aria-busy={list.isFetching || undefined}>
          {list.rows.map((item) => (
            <li key={item.id} className="dash-gallery__item">
              {item.id === inline.editingId ? (
                <GalleryEdit item={item} writes={writes} onDone={() => inline.stop(item.id)} />
              ) : (
                <>
                  <img src={item.image} alt={G.photoOf(item.caption ?? '')} loading="lazy" />
                  <p className="dash-gallery__caption">{item.caption || G.noCaption}</p>
                  <div className="dash-actions">
                    <EditButton ref={inline.editButton(item.id)} name={G.photoOf(item.caption ?? '')} onClick={() => inline.start(item.id)} />
                    <DeleteButton name={G.photoOf(item.caption ?? '')} onClick={() => deletes.ask(item.id, G.photoOf(item.caption ?? ''))} busy={deletes.isDeleting(item.id)} />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={state.page} pageCount={list.pageCount} goTo={state.setPage} />
      {deletes.dialog}
    </section>
  );
}

function GalleryEdit({ item, writes, onDone }: { item: AnswerOf<'gallery'>; writes: ReturnType<typeof useWrites>; onDone: () => void }) {
  const form = useRecordForm({ caption: text(item.caption) });
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The edit button that had the focus is gone: the caption takes it.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input:not([type="file"])')?.focus(), []);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check(gallerySchema);
    if (!values) return;
    const result = await writes.save(form.body(values, ['image']), item.id, 'PATCH');
    if (result.ok) onDone();
    else form.refused(result.error);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any field of the edit form cancels it (the keys reach the form from its fields)
    <form ref={formRef} className="dash-form" onSubmit={save} onKeyDown={(e) => e.key === 'Escape' && onDone()} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="dash-visually-hidden">
        {T.editOf(G.photoOf(item.caption ?? ''))}
      </h2>
      <Field spec={{ name: 'caption', label: G.caption }} form={form} />
      <Field spec={{ ...fileField(RESOURCES.gallery, 'image'), label: G.newImage }} form={form} current={item.image} />
      {form.formError && <p role="alert" className="dash-form__error">{form.formError}</p>}
      <div className="dash-actions">
        <InlineSaveCancel isSaving={writes.isSaving} onCancel={onDone} />
      </div>
    </form>
  );
}
