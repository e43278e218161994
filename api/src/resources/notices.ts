// Notices: dated, newest first, with an optional PDF, and the URL of each one's link-preview card (cards/).
import { cardInstitution, cardUrl, noticeCardVersion, noticeSlot } from '../cards/content';
import type { Config } from '../config';
import { removeCards } from '../uploads/cards';
import { storageOf } from '../storage';
import { defineResource } from './crud/define';

/** Today's date (YYYY-MM-DD) in the college's time zone. */
export function today(config: Pick<Config, 'timeZone' | 'now'>): string {
  let format = dayFormats.get(config.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(config.timeZone, format); // making one costs far more than using it
  }
  return format.format(new Date(config.now()));
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export const notices = defineResource('notices', {
  table: 'notices',
  folder: 'notices',
  independentRows: true,
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  prepare: (values, { existing, config }) => {
    // A notice without a date is dated today, on create and when an edit clears the date.
    if (values.date === null || (!existing && values.date === undefined)) values.date = today(config);
  },
  // `preview_image`, as a DRF SerializerMethodField would answer it: the card of the notice as it is now, with the
  // college's name and logo on it (so an edit of the institution changes the notices' answers: the registry's
  // `changes`).
  expand: async (answers, rows, db, { origin }) => {
    const institution = await cardInstitution(db);
    rows.forEach((row, i) => {
      answers[i].preview_image = cardUrl(origin, noticeSlot(row.id), noticeCardVersion(row, institution));
    });
  },
  removed: (row, { config }) => removeCards(storageOf(config), noticeSlot(row.id)),
});
