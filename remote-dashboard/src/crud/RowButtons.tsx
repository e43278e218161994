// The edit and delete buttons of a row (table or gallery card), named after the record they act on.
import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { Ref } from 'react';
import { T } from '../texts';

export function EditButton({ name, onClick, ref }: { name: string; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className="dash-icon-button" onClick={onClick} aria-label={T.editOf(name)} title={T.edit} data-row-edit>
      <Pencil size={16} aria-hidden="true" />
    </button>
  );
}

/** `busy` while the record's delete is under way: aria-disabled rather than disabled, so the focus stays on it. */
export function DeleteButton({ name, onClick, busy = false }: { name: string; onClick: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      className="dash-icon-button dash-icon-button--danger"
      onClick={busy ? undefined : onClick}
      aria-label={T.deleteOf(name)}
      aria-disabled={busy || undefined}
      title={T.delete}
    >
      <Trash2 size={16} aria-hidden="true" />
    </button>
  );
}

/** Save (submits the surrounding form) and cancel of a record edited in place. */
export function InlineSaveCancel({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="submit" className="dash-icon-button" aria-label={T.save} title={T.save} disabled={isSaving}>
        <Check size={16} aria-hidden="true" />
      </button>
      <button type="button" className="dash-icon-button" onClick={onCancel} aria-label={T.cancel} title={T.cancel}>
        <X size={16} aria-hidden="true" />
      </button>
    </>
  );
}
