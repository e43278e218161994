// A modal dialog: focus moves into it, Tab stays inside, Escape closes it, and focus returns to what opened it.
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { T } from '../texts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (the delete confirmation). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
}

export function Modal({ title, onClose, children, role = 'dialog', size = 'large' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const focusables = panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    // The element marked to start with (the harmless answer of a question), else the first field rather than the close button.
    const marked = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    const first = marked ?? Array.from(focusables ?? []).find((el) => !el.classList.contains('dash-modal__close')) ?? focusables?.[0];
    first?.focus();
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dash-modal" onKeyDown={onKeyDown}>
      {/* A stray click beside a form must not throw away what was typed: only a question closes from outside. */}
      <div className="dash-modal__backdrop" onClick={role === 'alertdialog' ? () => close.current() : undefined} aria-hidden="true" />
      <div ref={panel} className={`dash-modal__panel dash-modal__panel--${size}`} role={role} aria-modal="true" aria-labelledby={titleId}>
        <div className="dash-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dash-modal__close" onClick={() => close.current()} aria-label={T.close} title={T.close}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
