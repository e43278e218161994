// Gallery upload (spec sections 2 and 5): rows of an image and a caption, at most the registry's `perUpload` (4;
// the add button stays while fewer than 6 rows exist, as in the original, but a 5th row is refused), at least 1;
// the first image is required; one POST per image.
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notify } from 'remote_shared/notify';
import { REGISTRY } from 'remote_shared/registry';
import { useCreateRecordMutation } from '../../crud/api';
import { FieldErrorList, fileProblem, IMAGE_TYPES, useObjectUrl } from '../../crud/fields';
import { toFormData } from '../../crud/form';
import { fileField, RESOURCES } from '../../crud/resources';
import { refusalDetail } from '../../crud/records';
import { TitleBar } from '../../pages/ScreenTitle';
import { useScreen } from '../../screenContext';
import { T } from '../../texts';

const G = T.gallery;
const MAX_ROWS = REGISTRY.gallery.perUpload;
/** The original's add button showed while fewer than this many rows existed. */
export const ADD_BUTTON_ROWS = 6;
const IMAGE_RULE = fileField('gallery', 'image');

interface Row {
  key: number;
  file: File | null;
  caption: string;
  error?: string;
}

/** Keys of the rows (React's, to keep each row's inputs): only unique, so one count for the whole page. */
let nextKey = 1;
const newRow = (): Row => ({ key: nextKey++, file: null, caption: '' });

export default function GalleryUploadScreen() {
  const { title } = useScreen();
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [upload, { isLoading }] = useCreateRecordMutation();
  const [busy, setBusy] = useState(false);
  // A new file input per reset, so a chosen file does not linger in the browser's input.
  const [generation, setGeneration] = useState(0);

  const change = (key: number, patch: Partial<Row>) => setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const addRow = () => {
    if (rows.length >= MAX_ROWS) {
      notify.error(G.maxRows(MAX_ROWS));
      return;
    }
    setRows((current) => [...current, newRow()]);
  };

  const removeRow = (key: number) => {
    if (rows.length <= 1) {
      notify.error(G.minRows);
      return;
    }
    setRows((current) => current.filter((r) => r.key !== key));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows[0]?.file) {
      notify.error(G.noImage);
      change(rows[0].key, { error: G.noImage });
      return;
    }
    setBusy(true);
    const failed: Row[] = [];
    for (const row of rows) {
      if (!row.file) continue;
      try {
        await upload({ resource: RESOURCES.gallery, body: toFormData({ caption: row.caption.trim() || null }, { image: row.file }) }).unwrap();
      } catch (error) {
        console.error('[dashboard] gallery upload failed', error);
        const fieldProblem = (error as { data?: Record<string, unknown> })?.data?.image;
        failed.push({ ...row, error: refusalDetail(error) ?? (Array.isArray(fieldProblem) ? String(fieldProblem[0]) : G.toasts.createFailed) });
      }
    }
    setBusy(false);
    if (failed.length) {
      notify.error(G.toasts.createFailed);
      setRows(failed);
    } else {
      notify.success(G.toasts.created);
      setRows([newRow()]);
      setGeneration((g) => g + 1);
    }
  };

  const processing = busy || isLoading;
  return (
    <section className="dash-screen">
      <TitleBar title={title}>
        <Link to="/dashboard/gallery-list" className="dash-button dash-button--plain">
          {G.toList}
        </Link>
      </TitleBar>
      <form className="dash-form dash-panel" onSubmit={submit} noValidate>
        <ol className="dash-upload-rows">
          {rows.map((row, index) => (
            <UploadRow key={`${row.key}-${generation}`} row={row} number={index + 1} onChange={(patch) => change(row.key, patch)} onRemove={() => removeRow(row.key)} />
          ))}
        </ol>
        <div className="dash-form__buttons">
          {rows.length < ADD_BUTTON_ROWS && (
            <button type="button" className="dash-button dash-button--plain" onClick={addRow}>
              <ImagePlus size={18} aria-hidden="true" />
              {G.addRow}
            </button>
          )}
          <button type="submit" className="dash-button" disabled={processing}>
            {processing ? T.processing : G.upload}
          </button>
        </div>
      </form>
    </section>
  );
}

function UploadRow({ row, number, onChange, onRemove }: { row: Row; number: number; onChange: (patch: Partial<Row>) => void; onRemove: () => void }) {
  const id = useId();
  const preview = useObjectUrl(row.file);
  return (
    <li className="dash-upload-row">
      <fieldset>
        <legend>{G.row(number)}</legend>
        <div className="dash-field">
          <label htmlFor={`${id}-image`} className={number === 1 ? 'is-required' : undefined}>
            {G.image}
          </label>
          <input
            id={`${id}-image`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-invalid={row.error ? true : undefined}
            aria-describedby={row.error ? `${id}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const problem = file && fileProblem(IMAGE_RULE, file);
              if (problem) e.target.value = '';
              onChange({ file: problem ? null : file, error: problem ?? undefined });
            }}
          />
          <FieldErrorList id={`${id}-error`} errors={row.error ? [row.error] : undefined} />
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-caption`}>{G.caption}</label>
          <input id={`${id}-caption`} value={row.caption} maxLength={255} onChange={(e) => onChange({ caption: e.target.value })} />
        </div>
        {preview && <img className="dash-field__preview" src={preview} alt={T.preview(G.row(number))} width={96} height={96} />}
        <button type="button" className="dash-icon-button dash-icon-button--danger" onClick={onRemove} aria-label={G.removeRow(number)} title={G.removeRow(number)}>
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </fieldset>
    </li>
  );
}
