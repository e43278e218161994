// What a visitor types, chooses or ticks in a public page's form before its scripts arrive is theirs. The page is
// drawn by the server, and a slow phone shows its forms seconds before React takes them over; React 19 hydrates a
// control as it finds it (it writes no value into it, and a controlled control's state would then disagree with
// what it shows). So every control of the public pages is uncontrolled: drawn with its `defaultValue`, read from
// the form when it is used (FormData on submit, the notice search's early text), never written at hydration.
//
// A control that shows what the URL says (the notice search, the routine's class and section) follows the URL
// through this hook: only when the URL's value changes after the control is React's (back, forward, a link), never
// on the first drawing, whose value the control was drawn with and the visitor may have changed since.
import { useEffect, useRef, type RefObject } from 'react';

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A ref for a control that shows `value`: whenever `value` changes after mount, the control shows it, unless the
 * visitor is in the control (it has the focus: what they are typing stays). Values that differ only in their
 * outer spaces are the same (the URL keeps them trimmed, the box keeps the visitor's spaces).
 */
export function useFollowValue<Control extends FormControl>(value: string): RefObject<Control | null> {
  const control = useRef<Control>(null);
  const followed = useRef(value);
  useEffect(() => {
    if (followed.current === value) return; // the first drawing (twice in StrictMode), or nothing new
    followed.current = value;
    const element = control.current;
    if (element && element !== element.ownerDocument.activeElement && element.value.trim() !== value.trim()) element.value = value;
  }, [value]);
  return control;
}
