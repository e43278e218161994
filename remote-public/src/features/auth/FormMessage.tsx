import type { Flash } from '../../page/formState';

/** A message drawn above a form (the spec's alert, in the page, for a form posted without JavaScript). */
export function FormMessage({ flash }: { flash: Flash | null | undefined }) {
  if (!flash) return null;
  return (
    <p className={`pub-notice-box pub-notice-box--${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </p>
  );
}
