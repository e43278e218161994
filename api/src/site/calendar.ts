// `/routine.ics?class=<id or name>&section=<id or name>`: a class and section's week routine as an iCalendar file
// (RFC 5545) to add to a phone's calendar, as the /routine page offers it. Each routine entry is one weekly event
// (RRULE FREQ=WEEKLY, on its day or on every teaching day), its times in the college's time zone (TIME_ZONE, with
// that zone's VTIMEZONE), its text escaped and its lines folded as the RFC asks. Cached per origin, class, section
// and day like the feeds, until the routine, its names or the institution change.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAYS, type Day, TEACHING_DAYS, toLatinDigits } from 'remote_shared/schemas';
import type { Config } from '../config';
import { ApiError, notFound, validationError } from '../errors';
import { ListCache, sendEntry } from '../resources/cache';
import { readVersions } from '../resources/versions';
import { siteOrigin } from '../origin';

/** Whatever the file shows changes only with these. */
const VERSIONED = ['class-routine', 'classes', 'sections', 'subjects', 'teachers', 'institutions'] as const;

const BYDAY: Record<Day, string> = { sun: 'SU', mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA' };

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
function paramValue(value: string): string {
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
function zonedDate(instant: number, timeZone: string): [number, number, number] {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const [year, month, day] = text.split('-').map(Number);
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

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
function utcStamp(iso: string | null | undefined, fallback: number): string {
  const time = iso ? Date.parse(iso) : NaN;
  return `${localStamp(Number.isNaN(time) ? fallback : time, 0)}Z`;
}

export interface CalendarEntry {
  id: number;
  day: string | null;
  start_time: string;
  end_time: string;
  subject: string | null;
  teacher: string | null;
  updated_at: string | null;
}

export interface CalendarOptions {
  timeZone: string;
  /** Now, as config.now() gives it: the events start from today's date in the time zone. */
  now: number;
  /** The host part of each event's UID (the site's own). */
  domain: string;
  name: string;
  className: string;
  sectionName: string;
  /** The routine page of this class and section, absolute. */
  url: string | null;
}

const isDay = (day: unknown): day is Day => typeof day === 'string' && (DAYS as readonly string[]).includes(day);

/** The week's routine as an iCalendar object: one weekly event per entry, from the first of its days from today. */
export function buildCalendar(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const { timeZone, now } = options;
  const [year, month, day] = zonedDate(now, timeZone);
  const today = Date.UTC(year, month - 1, day);
  const todayIndex = new Date(today).getUTCDay();
  const title = `${options.name}: শ্রেণি ${options.className}, শাখা ${options.sectionName}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//College Web//Class routine//BN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(title)}`,
    `X-WR-TIMEZONE:${escapeText(timeZone)}`,
    ...vtimezone(timeZone, now),
  ];
  const tz = `TZID=${paramValue(timeZone)}`;
  for (const entry of entries) {
    const days = isDay(entry.day) ? [entry.day] : TEACHING_DAYS;
    // The first of its days on or after today.
    const ahead = Math.min(...days.map((d) => (DAYS.indexOf(d) - todayIndex + 7) % 7));
    const date = new Date(today + ahead * 86_400_000);
    const ymd = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
    const time = (hhmm: string) => `${hhmm.replace(':', '').padEnd(4, '0').slice(0, 4)}00`;
    const stamp = utcStamp(entry.updated_at, now);
    const teacher = entry.teacher?.trim();
    lines.push(
      'BEGIN:VEVENT',
      `UID:routine-${entry.id}@${options.domain}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${stamp}`,
      `DTSTART;${tz}:${ymd}T${time(entry.start_time)}`,
      `DTEND;${tz}:${ymd}T${time(entry.end_time)}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${days.map((d) => BYDAY[d]).join(',')}`,
      `SUMMARY:${escapeText(entry.subject?.trim() || 'ক্লাস')}`,
      `DESCRIPTION:${escapeText([teacher && `শিক্ষক: ${teacher}`, `শ্রেণি ${options.className}, শাখা ${options.sectionName}`].filter(Boolean).join('\n'))}`,
      ...(options.url ? [`URL:${options.url}`] : []),
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}

/** A name as a visitor may type it: spaces, letter case and Bengali or Latin digits do not matter. */
const nameKey = (text: string) => toLatinDigits(text).trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The class or section a query names: its id when one has it, else its name (as the /routine page reads it). */
async function findNamed(app: FastifyInstance, table: 'classes' | 'sections', text: string): Promise<{ id: number; name: string } | null> {
  const items = await app.db.selectFrom(table).select(['id', 'name']).execute();
  const latin = toLatinDigits(text.trim());
  const id = /^\d{1,9}$/.test(latin) ? Number(latin) : null;
  return items.find((item) => item.id === id) ?? items.find((item) => nameKey(item.name) === nameKey(text)) ?? null;
}

/** The value of a query parameter: the last one when repeated, as Django's QueryDict answers. */
function lastValue(raw: unknown): string {
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[raw.length - 1] : raw;
  return typeof value === 'string' ? value : '';
}

/** `attachment; filename="routine-3-2.ics"; filename*=UTF-8''…` with the class and section's own names. */
function disposition(classId: number, sectionId: number, className: string, sectionName: string): string {
  const readable = `রুটিন-${className}-${sectionName}.ics`.replace(/[\s/\\]+/g, '-');
  return `attachment; filename="routine-${classId}-${sectionId}.ics"; filename*=UTF-8''${encodeURIComponent(readable)}`;
}

async function calendarPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const cache = new ListCache(200);

  app.get('/routine.ics', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const [classText, sectionText] = [lastValue(query.class), lastValue(query.section)];
    const missing = Object.fromEntries(
      [
        ['class', classText],
        ['section', sectionText],
      ]
        .filter(([, value]) => !value.trim())
        .map(([name]) => [name, ['This field is required.']]),
    );
    if (Object.keys(missing).length) throw validationError(missing);
    const origin = siteOrigin(config, request);
    if (!origin) throw new ApiError(400, { detail: 'Invalid HTTP_HOST header.' }, { 'cache-control': 'no-store' });
    const [schoolClass, section] = await Promise.all([findNamed(app, 'classes', classText), findNamed(app, 'sections', sectionText)]);
    if (!schoolClass || !section) throw notFound();

    const now = config.now();
    const today = zonedDate(now, config.timeZone).join('-');
    const key = `${origin} ${schoolClass.id} ${section.id} ${today}`;
    const version = await readVersions(app.db, VERSIONED);
    let entry = cache.get(key, version);
    if (!entry) {
      const [institution, rows] = await Promise.all([
        app.db.selectFrom('institutions').select('name').orderBy('id', 'asc').limit(1).executeTakeFirst(),
        app.db
          .selectFrom('class_routines as r')
          .leftJoin('subjects as s', 's.id', 'r.subject_id')
          .leftJoin('teachers as t', 't.id', 'r.teacher_id')
          .select(['r.id', 'r.day', 'r.start_time', 'r.end_time', 'r.updated_at', 's.name as subject', 't.full_name as teacher'])
          .where('r.class_id', '=', schoolClass.id)
          .where('r.section_id', '=', section.id)
          .orderBy('r.start_time')
          .orderBy('r.id')
          .execute(),
      ]);
      const body = buildCalendar(rows, {
        timeZone: config.timeZone,
        now,
        domain: new URL(origin).hostname,
        name: institution?.name?.trim() || 'কলেজ',
        className: schoolClass.name,
        sectionName: section.name,
        url: `${origin}/routine?class=${schoolClass.id}&section=${section.id}`,
      });
      entry = cache.setBody(key, version, body, 'text/calendar; charset=utf-8');
    }
    reply.header('content-disposition', disposition(schoolClass.id, section.id, schoolClass.name, section.name));
    return sendEntry(request, reply, entry, 'no-cache');
  });
}

export default fp(calendarPlugin, { name: 'site-calendar' });
