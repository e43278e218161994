// A modal dialog: focus moves into it, Tab stays inside, Escape closes it, and focus returns to what opened it.
// The keys are handled on the document, not on the dialog, so they still work after a click on the backdrop or on
// plain text (the panel takes the focus then); the rest of the page is `inert` while it is open, so neither the
// mouse nor a screen reader reaches the page behind. Only the topmost of stacked dialogs answers the keys.
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { T } from '../texts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Announcements (the toasts) stay reachable while a dialog is open. */
const LIVE = '.Toastify, [aria-live]';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (the delete confirmation). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
  /** The id of the element that says what the dialog asks (a question's text). */
  describedBy?: string;
}

/** The open dialogs' panels, the topmost last. */
const open: HTMLElement[] = [];

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Makes everything outside `keep` inert (but not the live regions); returns what undoes it. */
function inertOutside(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  const mark = (el: Element) => {
    if (!(el instanceof HTMLElement) || el.hasAttribute('inert') || el.matches(LIVE)) return;
    if (el.querySelector(LIVE)) {
      Array.from(el.children).forEach(mark);
      return;
    }
    el.setAttribute('inert', '');
    made.push(el);
  };
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    Array.from(node.parentElement.children).forEach((sibling) => sibling !== node && mark(sibling));
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

export function Modal({ title, onClose, children, role = 'dialog', size = 'large', describedBy }: ModalProps) {
  const titleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Escape closes with the onClose of the latest render, without opening the dialog again (the effect runs once).
  const closeOnEscape = useEffectEvent(onClose);

  useEffect(() => {
    const own = panel.current!;
    const opener = document.activeElement as HTMLElement | null;
    open.push(own);
    const restore = inertOutside(wrapper.current!);

    // The element marked to start with (the harmless answer of a question), else the first field rather than the close button.
    const items = focusables(own);
    const marked = own.querySelector<HTMLElement>('[data-autofocus]');
    (marked ?? items.find((el) => !el.classList.contains('dash-modal__close')) ?? items[0] ?? own).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== own || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeOnEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(own);
      const active = document.activeElement;
      if (!list.length) {
        event.preventDefault();
        own.focus();
        return;
      }
      const [first, last] = [list[0], list[list.length - 1]];
      // From the panel itself, from the page behind (focus dropped to <body>) or from either end: wrap inside.
      if (event.shiftKey && (active === first || active === own || !own.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !own.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      open.splice(open.indexOf(own), 1);
      restore();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  // A press on the backdrop or on plain text keeps the focus in the dialog instead of dropping it to <body>.
  const onMouseDown = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest(FOCUSABLE) || target.closest('label')) return;
    if (!panel.current?.contains(target)) event.preventDefault();
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- no action: a press beside the fields keeps the focus in the dialog (the keyboard's is kept by the Tab trap)
    <div ref={wrapper} className="dash-modal" onMouseDown={onMouseDown}>
      {/* A stray click beside a form must not throw away what was typed: only a question closes from outside. */}
      <div className="dash-modal__backdrop" onClick={role === 'alertdialog' ? () => onClose() : undefined} aria-hidden="true" />
      <div
        ref={panel}
        className={`dash-modal__panel dash-modal__panel--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="dash-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dash-modal__close" onClick={() => onClose()} aria-label={T.close} title={T.close}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
