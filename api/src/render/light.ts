// The data-light visit: a phone that asks to save data (`Save-Data: on`) gets public pages exactly as drawn, with
// no scripts, no page data and no preloads: nothing it would download only to take over a page that already works.
// The footer offers the same as a choice (site/forms.ts, POST /light), kept in a cookie, for phones whose browser never
// sends the header; the cookie, when present, decides either way.
import type { FastifyRequest } from 'fastify';

export const LIGHT_COOKIE = 'college_light';
/** How long the footer's choice is kept: a year, as Django keeps its CSRF cookie. */
export const LIGHT_COOKIE_MAX_AGE = 31_449_600;

/** What a drawn page varies by besides the path: the light choice comes from these two headers. */
export const PAGE_VARY = 'Save-Data, Cookie';

/** Whether this visitor gets the light page: their cookie's choice, else their browser's Save-Data. */
export function wantsLight(request: FastifyRequest): boolean {
  const chosen = request.cookies[LIGHT_COOKIE];
  if (chosen === '1') return true;
  if (chosen === '0') return false;
  const saveData = request.headers['save-data'];
  return typeof saveData === 'string' && saveData.trim().toLowerCase() === 'on';
}
