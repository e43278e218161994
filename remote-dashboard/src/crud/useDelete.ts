// Delete after confirmation, shared by the list screens: one DELETE per row at a time (a second confirmation
// during a slow delete sends nothing, and the row's delete button says it is busy), and once the row is gone the
// focus moves to `landing` (the screen's heading) instead of falling to <body> with the removed button.
import { useRef, useState, type RefObject } from 'react';
import { T } from '../texts';
import { useConfirm } from './ConfirmDialog';

export function useConfirmedDelete(remove: (id: number) => Promise<boolean>, landing: RefObject<HTMLElement | null>) {
  const { confirm, dialog } = useConfirm();
  const inFlight = useRef(new Set<number>());
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const track = (id: number, busy: boolean) => {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setDeleting(new Set(inFlight.current));
  };

  /** Asks about the row named `name`, then deletes it; does nothing while that row's delete is under way. */
  const ask = async (id: number, name: string) => {
    if (inFlight.current.has(id)) return;
    if (!(await confirm(T.confirm.delete(name))) || inFlight.current.has(id)) return;
    track(id, true);
    try {
      if (await remove(id)) landing.current?.focus();
    } finally {
      track(id, false);
    }
  };

  return { ask, isDeleting: (id: number) => deleting.has(id), dialog };
}
