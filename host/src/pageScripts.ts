// A drawn page names the app's scripts in a `<template>` (api/src/preloads.ts): fetched with the page, they would
// share a slow line with the next page when the visitor taps a link early. They are fetched from here instead.

import { whenComplete } from './whenComplete';
import { yieldToMain } from './yieldToMain';

/** The element the server puts them in (api/src/preloads.ts, PAGE_SCRIPTS_ID). */
export const PAGE_SCRIPTS_ID = 'college-scripts';

/** The template the page's script preloads are held in, while it holds them. */
function heldScripts(doc: Document): HTMLTemplateElement | null {
  const held = doc.getElementById(PAGE_SCRIPTS_ID);
  return held instanceof HTMLTemplateElement ? held : null;
}

/** Moves the page's script preloads into its head, where the browser fetches them (once: the template is spent). */
export function fetchPageScripts(doc: Document = document): void {
  const held = heldScripts(doc);
  if (!held) return;
  held.remove();
  doc.head.append(held.content);
}

/**
 * Fetches them once the page is complete, one per task: a link put into the head starts its fetch at once, and the
 * thirteen or so of a page took 15 ms of the bench machine's processor in one task, a long task on a phone. A tap
 * that lands meanwhile waits for one link at most. A start that needs them all (fetchPageScripts) takes the rest at
 * once, which leaves the template empty and ends these turns.
 */
export function fetchPageScriptsWhenComplete(win: Window = window): void {
  whenComplete(() => {
    const held = heldScripts(win.document);
    if (!held) return;
    const next = (): void => {
      const link = held.content.firstElementChild;
      if (!link) {
        held.remove();
        return;
      }
      win.document.head.append(link);
      void yieldToMain().then(next);
    };
    next();
  }, win);
}
