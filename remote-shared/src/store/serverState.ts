// The data a server-rendered page was drawn with. The server puts the RTK Query cache it filled into the page
// (`<script type="application/json" id="college-state">`), and the one store starts from it: the first render
// in the browser then matches the server's HTML (so React hydrates it instead of drawing it again) and no list
// is fetched twice.
export const SERVER_STATE_ID = 'college-state';
export const HYDRATE = 'college/hydrate';

export interface HydrateAction {
  type: typeof HYDRATE;
  payload: Record<string, unknown>;
  [extra: string]: unknown;
}

export const isHydrateAction = (action: { type: string }): action is HydrateAction => action.type === HYDRATE;

/** The state the server wrote into the page, once (the element is removed), or null. */
export function takeServerState(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Record<string, unknown> | null {
  const element = doc?.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    return state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
  } catch (error) {
    console.error('[store] the server-rendered state could not be read', error);
    return null;
  }
}

export const hydrate = (payload: Record<string, unknown>): HydrateAction => ({ type: HYDRATE, payload });

/**
 * Writes `state` for a `<script type="application/json">`: `<` is escaped, so no text in the data (a notice
 * titled `</script>`) can end the element early.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
