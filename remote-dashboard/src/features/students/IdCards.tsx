// The students' ID cards (`GET students/id-cards/`): a PDF of eight cards a page, which the browser opens in a new
// tab, ready to print. A row's button prints that student's card; the title bar's prints a class's, or one
// section's, from a small dialog that starts from the class and section the list is filtered by. Both are plain links and a
// plain form to the API's URL (the session cookie signs them), so the PDF opens as the browser's own document.
import { IdCard, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { API_BASE } from 'remote_shared/api';
import type { Option } from '../../crud/fields';
import { Modal } from '../../crud/Modal';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';

const S = T.students;
const CARDS_URL = `${API_BASE}${RESOURCES.students.path}/id-cards/`;

/** A row's button: that student's card. */
export function PrintCardLink({ id, name }: { id: number; name: string }) {
  return (
    <a className="dash-icon-button" href={`${CARDS_URL}?ids=${id}`} target="_blank" rel="noopener" aria-label={S.printCardOf(name)} title={S.printCard}>
      <IdCard size={16} aria-hidden="true" />
    </a>
  );
}

/** The title bar's button and its dialog: a class's cards, all its sections or one. */
export function PrintClassCards({ classes, sections }: { classes: Option[]; sections: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="dash-button dash-button--plain" onClick={() => setOpen(true)}>
        <Printer size={18} aria-hidden="true" />
        {S.printClass}
      </button>
      {open && <PrintClassDialog classes={classes} sections={sections} onClose={() => setOpen(false)} />}
    </>
  );
}

function PrintClassDialog({ classes, sections, onClose }: { classes: Option[]; sections: string[]; onClose: () => void }) {
  const [params] = useSearchParams();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Modal title={S.printClassTitle} onClose={onClose} size="small">
      {/* A GET form to the PDF: the browser opens it in a new tab; the dialog closes once it is sent. */}
      <form className="dash-form" action={CARDS_URL} method="get" target="_blank" onSubmit={() => setTimeout(onClose, 0)}>
        <p id={hintId} className="dash-field__hint">
          {S.printClassHint}
        </p>
        <div className="dash-form__grid">
          <div className="dash-field">
            <label htmlFor={`${id}-class`}>{T.fields.className}</label>
            <select id={`${id}-class`} name="class_name" required aria-describedby={hintId} defaultValue={params.get('class_name') ?? ''}>
              <option value="">{T.choose}</option>
              {classes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="dash-field">
            <label htmlFor={`${id}-section`}>{T.fields.section}</label>
            <select id={`${id}-section`} name="section" defaultValue={params.get('section') ?? ''}>
              <option value="">{S.allSections}</option>
              {sections.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="dash-form__buttons">
          <button type="submit" className="dash-button">
            <Printer size={18} aria-hidden="true" />
            {S.openCards}
          </button>
          <button type="button" className="dash-button dash-button--plain" onClick={onClose}>
            {T.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
