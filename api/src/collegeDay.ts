// The college's date: what "today" is for it, in its TIME_ZONE. A notice without a date is dated by it, an export is
// named by it, a drawn page is drawn for it (the calendar's coming events, the footer's year) and kept until it
// changes, and the demo college is dated around it.
import type { Config } from './config';

/** Made once per zone: making a DateTimeFormat costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) in `timeZone` at the instant `ms`. */
export function dateIn(timeZone: string, ms: number): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(ms));
}

/** Today's date (YYYY-MM-DD) in the college's time zone, by the server's clock. */
export function today(config: Pick<Config, 'timeZone' | 'now'>): string {
  return dateIn(config.timeZone, config.now());
}
