// The fields of every record form, from a list of specs: label (with the required mark), input, hint, the errors
// beside the field, and for a file its preview. Checks of a chosen file's type and size happen here.
import { useEffect, useId, useMemo } from 'react';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, MB, PDF_MIME_TYPES } from 'remote_shared/registry';
import { T } from '../texts';
import type { RecordForm } from './form';

/** The types a file input takes, the registry's (remote_shared/registry). */
export const IMAGE_TYPES = IMAGE_MIME_TYPES;
export const PDF_TYPES = PDF_MIME_TYPES;
export const DOCUMENT_TYPES = DOCUMENT_MIME_TYPES;

/** The file field types: an image, a PDF, or a document (either: a result sheet, a scanned letter). */
export type FileFieldType = 'image' | 'pdf' | 'document';
const FILE_FIELD_TYPES: readonly string[] = ['image', 'pdf', 'document'] satisfies FileFieldType[];

/** Whether a field is a file input (its value travels as a file in a multipart body). */
export function isFileField(spec: Pick<FieldSpec, 'type'>): boolean {
  return FILE_FIELD_TYPES.includes(spec.type ?? '');
}

function acceptedTypes(type: FieldSpec['type']): readonly string[] {
  return type === 'pdf' ? PDF_TYPES : type === 'document' ? DOCUMENT_TYPES : IMAGE_TYPES;
}

export interface Option {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'textarea' | 'select' | FileFieldType;
  required?: boolean;
  options?: Option[];
  /** The select's first, empty choice. */
  placeholder?: string;
  hint?: string;
  /** Spans the whole form width. */
  wide?: boolean;
  /** image/pdf: the largest accepted size, checked before sending (the registry's: see fileField in resources.ts). */
  maxMb?: number;
  /** The message when the file is over maxMb. */
  sizeMessage?: string;
  /** image/pdf: whether the record's current file may be removed (not for a required file). */
  removable?: boolean;
  /** Fields emptied when this one changes (a subject chosen for another class). */
  clears?: string[];
  /** A text field's suggested values (a datalist), from the form's values (the exam names of a category). */
  suggestions?: (values: Record<string, string>) => readonly string[];
}

/** Whether a file URL names an image (by its extension: the server stores a file under its real type's). */
export function isImageUrl(url: string | null | undefined): boolean {
  return Boolean(url && /\.(jpe?g|png|webp)$/i.test(url.split(/[?#]/)[0]));
}

/** What is wrong with a chosen file, or null. */
export function fileProblem(spec: Pick<FieldSpec, 'type' | 'maxMb' | 'sizeMessage'>, file: File): string | null {
  if (!acceptedTypes(spec.type).includes(file.type)) {
    return spec.type === 'pdf' ? T.messages.pdfOnly : spec.type === 'document' ? T.messages.documentType : T.messages.imageType;
  }
  if (spec.maxMb && file.size > spec.maxMb * MB) return spec.sizeMessage ?? T.messages.tooLarge(spec.maxMb);
  return null;
}

/** A local preview URL for a chosen file, revoked when it changes. */
export function useObjectUrl(file: File | null | undefined): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

export function FieldErrorList({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="dash-field__error" role="alert">
      {errors.join(' ')}
    </p>
  );
}

interface FieldProps {
  spec: FieldSpec;
  form: RecordForm;
  /** The URL of the file the record has now (kept unless another is chosen). */
  current?: string | null;
}

export function Field({ spec, form, current }: FieldProps) {
  const id = useId();
  const errors = form.errors[spec.name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [spec.hint ? hintId : '', errors?.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: spec.name,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': spec.required || undefined,
  };
  const value = form.values[spec.name] ?? '';
  const chosen = form.files[spec.name];
  // A document previews as an image when it is one; a PDF shows as a link.
  const preview = useObjectUrl(spec.type === 'image' || (spec.type === 'document' && chosen?.type.startsWith('image/')) ? chosen : null);
  const suggestions = spec.suggestions?.(form.values) ?? [];
  let input;
  switch (spec.type) {
    case 'textarea':
      input = <textarea {...common} rows={4} value={value} onChange={(e) => form.set(spec.name, e.target.value)} />;
      break;
    case 'select':
      input = (
        <select
          {...common}
          value={value}
          onChange={(e) => {
            form.set(spec.name, e.target.value);
            for (const other of spec.clears ?? []) form.set(other, '');
          }}
        >
          <option value="">{spec.placeholder ?? T.choose}</option>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'image':
    case 'pdf':
    case 'document':
      input = (
        <input
          {...common}
          type="file"
          accept={acceptedTypes(spec.type).join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const problem = file && fileProblem(spec, file);
            if (problem) {
              e.target.value = '';
              form.setFile(spec.name, null);
              form.addErrors({ [spec.name]: [problem] });
              return;
            }
            form.setFile(spec.name, file);
          }}
        />
      );
      break;
    case 'number':
      // Text with a numeric keyboard: a number input would refuse Bengali digits, which the schema accepts.
      input = <input {...common} type="text" inputMode="numeric" value={value} onChange={(e) => form.set(spec.name, e.target.value)} />;
      break;
    default:
      input = (
        <>
          <input
            {...common}
            type={spec.type ?? 'text'}
            value={value}
            list={suggestions.length ? `${id}-suggestions` : undefined}
            onChange={(e) => form.set(spec.name, e.target.value)}
          />
          {suggestions.length > 0 && (
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
        </>
      );
  }
  const isFile = isFileField(spec);
  const removed = Boolean(form.removed[spec.name]) && !chosen;
  const currentIsImage = spec.type === 'image' || (spec.type === 'document' && isImageUrl(current));
  const shown = preview ?? (currentIsImage && !removed ? current : null);
  return (
    <div className={spec.wide ? 'dash-field dash-field--wide' : 'dash-field'}>
      <label htmlFor={id} className={spec.required ? 'is-required' : undefined}>
        {spec.label}
      </label>
      {input}
      {spec.hint && (
        <p id={hintId} className="dash-field__hint">
          {spec.hint}
        </p>
      )}
      {isFile && current && !chosen && spec.removable !== false && (
        <label className="dash-field__check">
          <input type="checkbox" checked={removed} onChange={(e) => form.remove(spec.name, e.target.checked)} />
          {T.removeFile(spec.label)}
        </label>
      )}
      {(spec.type === 'pdf' || (spec.type === 'document' && !currentIsImage)) && current && !chosen && !removed && (
        <p className="dash-field__hint">
          <a href={current} target="_blank" rel="noreferrer">
            {T.currentFile}
          </a>
        </p>
      )}
      {shown && <img className="dash-field__preview" src={shown} alt={T.preview(spec.label)} width={96} height={96} />}
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The form-level refusal (a conflict, a rule across fields) and the submit and cancel buttons. */
export function FormFooter({ form, isSaving, submitLabel, onCancel }: { form: RecordForm; isSaving: boolean; submitLabel: string; onCancel?: () => void }) {
  return (
    <>
      {form.formError && (
        <p className="dash-form__error" role="alert">
          {form.formError}
        </p>
      )}
      <div className="dash-form__buttons">
        <button type="submit" className="dash-button" disabled={isSaving}>
          {isSaving ? T.processing : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="dash-button dash-button--plain" onClick={onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </>
  );
}
