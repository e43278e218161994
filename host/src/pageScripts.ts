// A drawn page names the app's scripts in a `<template>` (api/src/preloads.ts): fetched with the page, they would
// share a slow line with the next page when the visitor taps a link early. They are fetched from here instead.

import { whenComplete } from './whenComplete';

/** The element the server puts them in (api/src/preloads.ts, PAGE_SCRIPTS_ID). */
export const PAGE_SCRIPTS_ID = 'college-scripts';

/** Moves the page's script preloads into its head, where the browser fetches them (once: the template is spent). */
export function fetchPageScripts(doc: Document = document): void {
  const held = doc.getElementById(PAGE_SCRIPTS_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}

/** Fetches them once the page is complete: a link tapped while it loads has the line to itself. */
export function fetchPageScriptsWhenComplete(win: Window = window): void {
  whenComplete(() => fetchPageScripts(win.document), win);
}
