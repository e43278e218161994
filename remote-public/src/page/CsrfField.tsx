import { readCookie } from 'remote_shared/api';

/**
 * What the server's renderer writes where the visitor's CSRF token goes: a drawn page is kept for every visitor,
 * and the server puts each visitor's own token in its place when it sends the page (api/src/render/).
 */
export const CSRF_PLACEHOLDER = '__COLLEGE_CSRF_TOKEN__';

/**
 * The CSRF token of a form posted as plain HTML, as Django's `csrfmiddlewaretoken`: the `csrftoken` cookie's
 * token (the server draws it masked afresh for each answer; either form passes its check). (Sent by the page's script, the form's values go through the API
 * client instead, with the token in its header.)
 */
export function CsrfField() {
  const token = typeof document === 'undefined' ? CSRF_PLACEHOLDER : (readCookie('csrftoken') ?? '');
  return <input type="hidden" name="csrfmiddlewaretoken" defaultValue={token} />;
}
