// The enlarged view of a gallery photo: a modal dialog with the photo and its caption, previous and next
// buttons, the arrow keys, Escape, and a horizontal swipe on touch screens. Focus stays inside while it is
// open and goes back to the photo that opened it when it closes. The photo is shown from the server's display
// copies, the one that fits the screen, never the upload itself.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { AnswerOf } from 'remote_shared/registry';
import { mediaSrcSet } from 'remote_shared/ui';
import { T } from '../../texts';
import { displayCopy } from './displayCopy';
import './gallery.css';

/** How far (CSS px) a finger must travel sideways to count as a swipe. */
export const SWIPE_DISTANCE = 50;

interface LightboxProps {
  items: readonly AnswerOf<'gallery'>[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const count = items.length;
  const previous = () => onIndex((index - 1 + count) % count);
  const next = () => onIndex((index + 1) % count);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  // Escape and the arrow keys work wherever focus is while the dialog is open (a tap on the photo may leave it
  // on the page behind).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && count > 1) {
        event.preventDefault();
        onIndex((index - 1 + count) % count);
      } else if (event.key === 'ArrowRight' && count > 1) {
        event.preventDefault();
        onIndex((index + 1) % count);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndex, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
      if (dx < 0) next();
      else previous();
    }
  };

  if (!item) return null;
  const caption = item.caption?.trim();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop is the mouse's way out; the keyboard has Escape and the close button
    <div className="pub-lightbox" onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself (a modal dialog's focus trap) */}
      <div
        ref={dialogRef}
        className="pub-lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={T.gallery.dialog}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className="pub-lightbox__close" onClick={onClose} aria-label={T.gallery.close}>
          <X size={24} aria-hidden="true" />
        </button>
        <div
          className="pub-lightbox__stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <img
            key={item.id}
            src={displayCopy(item.image)}
            srcSet={mediaSrcSet(item.image)}
            sizes="100vw"
            alt={caption || T.gallery.photo(index + 1)}
            className="pub-lightbox__image"
            draggable={false}
          />
        </div>
        <div className="pub-lightbox__bar">
          {count > 1 && (
            <button type="button" className="pub-lightbox__nav" onClick={previous} aria-label={T.gallery.previous}>
              <ChevronLeft size={26} aria-hidden="true" />
            </button>
          )}
          <p className="pub-lightbox__caption" aria-live="polite">
            {caption && <span>{caption}</span>}
            <span className="pub-lightbox__position">{T.gallery.position(index + 1, count)}</span>
          </p>
          {count > 1 && (
            <button type="button" className="pub-lightbox__nav" onClick={next} aria-label={T.gallery.next}>
              <ChevronRight size={26} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
