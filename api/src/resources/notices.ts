// Notices: dated, newest first, with an optional PDF.
import type { Config } from '../config';
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
});
