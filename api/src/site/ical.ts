// What every iCalendar file of the site (RFC 5545) is written with: text escaped, lines folded at 75 octets, dates
// and times as the RFC writes them, and the college's time zone as a VTIMEZONE. The files: /routine.ics (a class's
// week) and /calendar.ics (the academic calendar), both in calendar.ts.
import { DAYS, type Day } from 'remote_shared/schemas';
import { dateIn } from '../collegeDay';

export const BYDAY: Record<Day, string> = { sun: 'SU', mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA' };

const CRLF = '\r\n';
/** RFC 5545 3.1: lines of at most 75 octets, without the line break. */
const LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, no other controls. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters a TEXT value may not hold, left out
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '');
}

/** A parameter value (RFC 5545 3.2): quoted when it holds a colon, semicolon or comma. */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- a parameter value holds no quote and no control character
  const plain = value.replace(/["\u0000-\u001F]/g, '');
  return /[:;,]/.test(plain) ? `"${plain}"` : plain;
}

/**
 * One content line folded (RFC 5545 3.1): after at most 75 octets a CRLF and a space, never inside a character's
 * UTF-8 bytes. Ends with CRLF.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Every line after the first starts with the space that marks it as a continuation: one octet of its 75.
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF) + CRLF;
}

/** The calendar date in `timeZone` at `instant`, as [year, month (1-12), day]. */
export function zonedDate(instant: number, timeZone: string): [number, number, number] {
  const [year, month, day] = dateIn(timeZone, instant).split('-').map(Number);
  return [year, month, day];
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of `timeZone` at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `+0600`, `-0330`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** 20261122T090000 (a local date and time, from a UTC instant and the offset then). */
function localStamp(instant: number, offset: number): string {
  const d = new Date(instant + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** The moments in `year` when the zone's offset changes (to the minute), with the offsets before and after. */
function transitions(timeZone: string, year: number): { at: number; from: number; to: number }[] {
  const found: { at: number; from: number; to: number }[] = [];
  const DAY = 86_400_000;
  const end = Date.UTC(year + 1, 0, 1);
  let before = offsetMinutes(timeZone, Date.UTC(year, 0, 1));
  // A day at a time (a zone changes at most a few times a year, never twice in a day), then to the minute.
  for (let time = Date.UTC(year, 0, 1); time < end; time += DAY) {
    const after = offsetMinutes(timeZone, time + DAY);
    if (after === before) continue;
    let [low, high] = [time, time + DAY];
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, mid) === before) low = mid;
      else high = mid;
    }
    found.push({ at: high, from: before, to: after });
    before = after;
  }
  return found;
}

/**
 * The zone's VTIMEZONE (RFC 5545 3.6.5): one STANDARD part for a zone without daylight saving (Asia/Dhaka); else
 * a STANDARD and a DAYLIGHT part, each recurring yearly on the weekday of the month it changes this year.
 */
export function vtimezone(timeZone: string, instant: number): string[] {
  const [year] = zonedDate(instant, timeZone);
  const changes = transitions(timeZone, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length !== 2) {
    const offset = utcOffset(offsetMinutes(timeZone, instant));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  } else {
    for (const change of changes) {
      const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
      const local = new Date(change.at + change.from * 60_000); // the wall clock as it reads just before the change
      const day = local.getUTCDate();
      const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
      const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(change.at, change.from)}`,
        `TZOFFSETFROM:${utcOffset(change.from)}`,
        `TZOFFSETTO:${utcOffset(change.to)}`,
        `RRULE:FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${BYDAY[DAYS[local.getUTCDay()]]}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** An ISO timestamp as a UTC DATE-TIME (`20260101T083000Z`). */
export function utcStamp(iso: string | null | undefined, fallback: number): string {
  const time = iso ? Date.parse(iso) : NaN;
  return `${localStamp(Number.isNaN(time) ? fallback : time, 0)}Z`;
}

/** A calendar date YYYY-MM-DD as a DATE value (20261216), `days` later when given (a DTEND after the last day). */
export function dateValue(date: string, days = 0): string {
  const [year, month, day] = date.split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1, day) + days * 86_400_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** The file: its content lines, each folded, CRLF after each. */
export const icalBody = (lines: readonly string[]): string => lines.map(foldLine).join('');

/** The opening lines of a calendar the site publishes: `product` names it in PRODID, `name` is its title. */
export const calendarHead = (product: string, name: string): string[] => [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  `PRODID:-//College Web//${product}//BN`,
  'CALSCALE:GREGORIAN',
  `X-WR-CALNAME:${escapeText(name)}`,
];

/** The opening lines of an event: its UID, and its last change as DTSTAMP and LAST-MODIFIED. */
export const eventHead = (uid: string, stamp: string): string[] => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`, `LAST-MODIFIED:${stamp}`];
