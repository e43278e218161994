// "Every delete asks for confirmation first": a real dialog (role alertdialog), answered by button or Escape.
import { useId, useRef, useState, type ReactNode } from 'react';
import { T } from '../texts';
import { Modal } from './Modal';

/** `confirm(question)` resolves true on "yes"; render `dialog` somewhere in the screen. */
export function useConfirm(): { confirm: (question: string, yes?: string) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<{ text: string; yes: string } | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const questionId = useId();

  const confirm = (text: string, yes: string = T.confirm.yes) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion({ text, yes });
    });
  const reply = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };

  const dialog = question ? (
    <Modal title={T.confirm.title} onClose={() => reply(false)} role="alertdialog" size="small" describedBy={questionId}>
      <p id={questionId} className="dash-confirm__question">{question.text}</p>
      <div className="dash-form__buttons">
        <button type="button" className="dash-button dash-button--danger" onClick={() => reply(true)}>
          {question.yes}
        </button>
        <button type="button" className="dash-button dash-button--plain" onClick={() => reply(false)} data-autofocus>
          {T.cancel}
        </button>
      </div>
    </Modal>
  ) : null;
  return { confirm, dialog };
}
