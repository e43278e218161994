// Which record is edited in place (a name in a table, a photo's caption), and the focus when the edit ends: save,
// cancel or Escape removes the form, so the focus goes back to that record's edit button, shown again in its place.
import { useEffect, useRef, useState } from 'react';

export function useInlineEdit() {
  const [editingId, setEditingId] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLElement>());
  const returnTo = useRef<number | null>(null);

  useEffect(() => {
    const id = returnTo.current;
    if (editingId !== null || id === null) return;
    returnTo.current = null;
    // Only when the focus went with the form, not when the user has moved on meanwhile (a slow save).
    const active = document.activeElement;
    if (!active || active === document.body) editButtons.current.get(id)?.focus();
  }, [editingId]);

  return {
    editingId,
    start: (id: number) => setEditingId(id),
    /** Ends the edit of `id` (saved or cancelled). */
    stop: (id: number) => {
      returnTo.current = id;
      setEditingId((current) => (current === id ? null : current));
    },
    /** The ref of the record's edit button. */
    editButton: (id: number) => (el: HTMLElement | null) => {
      if (el) editButtons.current.set(id, el);
      else editButtons.current.delete(id);
    },
  };
}
