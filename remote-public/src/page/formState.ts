// A form posted without JavaScript (the login, register and contact forms are plain HTML forms first) is
// answered by the server with the page drawn again: the values typed (never passwords), the errors beside the
// fields, and the message the spec shows in an alert. That answer travels to the page as this state: the server's
// renderer provides it while drawing and writes it into the page (`<script id="college-form">`), and the browser
// starts from the same state, so the page hydrates exactly as it was drawn.
import { createContext, useContext } from 'react';
import type { FormMessageName, FormName, FormState } from 'remote_shared/schemas';
import { T } from '../texts';

export type { FormMessageName, FormName, FormState };

/** The spec's alert and status texts a server answer can show, by name (the texts themselves are in texts.ts). */
export const FORM_MESSAGES = {
  loginRequired: ['error', T.auth.required],
  loginInvalid: ['error', T.auth.invalid],
  loginSuccess: ['success', T.auth.loginSuccess],
  registerFailed: ['error', T.auth.registerFailed],
  registerMismatch: ['error', T.auth.mismatch],
  registerSuccess: ['success', T.auth.registerSuccess],
  contactNeedReach: ['error', T.contact.needReach],
  contactFailure: ['error', T.contact.failure],
  contactSuccess: ['success', T.contact.success],
  formExpired: ['error', T.formExpired],
} as const satisfies Record<FormMessageName, readonly ['success' | 'error', string]>;


export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** A message's kind and text; nothing for a name this build does not know. */
export function flashOf(name: FormMessageName | undefined): Flash | null {
  const found = name && Object.prototype.hasOwnProperty.call(FORM_MESSAGES, name) ? FORM_MESSAGES[name] : null;
  return found ? { kind: found[0], text: found[1] } : null;
}

export const FORM_STATE_ID = 'college-form';

export const FormStateContext = createContext<FormState | null>(null);

let pageFormState: FormState | null | undefined;

/** The form state the server drew this page with, read once from the page (null when there is none). */
export function pageForm(): FormState | null {
  if (pageFormState !== undefined) return pageFormState;
  pageFormState = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(FORM_STATE_ID);
  if (element) {
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      // An object is taken as the state the server wrote (each part is read with care where it is used).
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) pageFormState = parsed;
    } catch {
      // a broken state is no state: the page works as if nothing was posted
    }
  }
  return pageFormState;
}

/** A text field of a submitted form: '' when the form has none by that name (or a file stands there). */
export function textField(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The state of `form` when the page was drawn as the answer to it, else null. */
export function useFormState(form: FormName): FormState | null {
  const state = useContext(FormStateContext);
  return state?.form === form ? state : null;
}

/** A message for the whole page (the spec's "Login successful!" after a sign-in without JavaScript). */
export function usePageFlash(): Flash | null {
  const state = useContext(FormStateContext);
  return state && !state.form ? flashOf(state.message) : null;
}
