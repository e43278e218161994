/** Calls `then` once the page is complete (its `load` event), at once if it already is. */
export function whenComplete(then: () => void, win: Window = window): void {
  if (win.document.readyState === 'complete') then();
  else win.addEventListener('load', then, { once: true });
}
