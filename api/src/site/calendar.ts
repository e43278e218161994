// The site's iCalendar files (RFC 5545), written with ical.ts, each cached per origin (and what it names) until the
// lists it shows change, and sent as `text/calendar` with its ETag:
// - `/routine.ics?class=<id or name>&section=<id or name>`: a class and section's week routine to add to a phone's
//   calendar, as the /routine page offers it. Each routine entry is one weekly event (RRULE FREQ=WEEKLY, on its day
//   or on every teaching day), its times in the college's time zone (TIME_ZONE, with that zone's VTIMEZONE). Cached
//   per day too, as its events start from today.
// - `/calendar.ics`: the academic calendar (the `calendar` resource), as /about offers it. Each event is an all-day
//   event, from its first day to the day after its last (DTEND is exclusive), its kind as its category.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerOf, REGISTRY } from 'remote_shared/registry';
import { DAYS, type Day, TEACHING_DAYS, toLatinDigits } from 'remote_shared/schemas';
import { dateIn } from '../collegeDay';
import type { Config } from '../config';
import { ApiError, notFound, validationError } from '../errors';
import { type Entry, ListCache, sendEntry } from '../resources/cache';
import { readVersions } from '../resources/versions';
import { siteOrigin } from '../origin';
import { BYDAY, calendarHead, dateValue, escapeText, eventHead, icalBody, paramValue, pad, utcStamp, vtimezone, zonedDate } from './ical';

/** Whatever the routine's file shows changes only with these. */
const VERSIONED = ['class-routine', 'classes', 'sections', 'subjects', 'teachers', 'institutions'] as const;

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
    ...calendarHead('Class routine', title),
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
      ...eventHead(`routine-${entry.id}@${options.domain}`, stamp),
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
  return icalBody(lines);
}

/** What /calendar.ics shows of each event. */
export type CalendarEvent = Pick<AnswerOf<'calendar'>, 'id' | 'title' | 'kind' | 'start_date' | 'end_date' | 'note'> & { updated_at: string | null };

export interface EventsOptions {
  now: number;
  /** The host part of each event's UID (the site's own). */
  domain: string;
  name: string;
  /** The page that lists the events, absolute. */
  url: string;
}

const KIND_LABELS: Readonly<Record<string, string>> = REGISTRY.calendar.schema.kind.labels;

/** The academic calendar as an iCalendar object: one all-day event per event, in the list's order. */
export function buildEventsCalendar(events: readonly CalendarEvent[], options: EventsOptions): string {
  const lines = [...calendarHead('Academic calendar', `${options.name}: একাডেমিক ক্যালেন্ডার`), 'METHOD:PUBLISH'];
  for (const event of events) {
    const stamp = utcStamp(event.updated_at, options.now);
    const note = event.note?.trim();
    lines.push(
      ...eventHead(`calendar-${event.id}@${options.domain}`, stamp),
      `DTSTART;VALUE=DATE:${dateValue(event.start_date)}`,
      // RFC 5545 3.6.1: the end of an all-day event is the day after its last day.
      `DTEND;VALUE=DATE:${dateValue(event.end_date ?? event.start_date, 1)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(note ? [`DESCRIPTION:${escapeText(note)}`] : []),
      `CATEGORIES:${escapeText(KIND_LABELS[event.kind] ?? event.kind)}`,
      `URL:${options.url}`,
      // A day off or an exam period is shown on the day, not as time the reader is busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icalBody(lines);
}

/** The college's name, as the files name their calendar. */
async function collegeName(app: FastifyInstance): Promise<string> {
  const institution = await app.db.selectFrom('institutions').select('name').orderBy('id', 'asc').limit(1).executeTakeFirst();
  return institution?.name?.trim() || 'কলেজ';
}

/** The request's origin, or a 400 for a Host the site does not answer to. */
function originOf(config: Config, request: FastifyRequest): string {
  const origin = siteOrigin(config, request);
  if (!origin) throw new ApiError(400, { detail: 'Invalid HTTP_HOST header.' }, { 'cache-control': 'no-store' });
  return origin;
}

/** A file from `cache` under `key` while `versioned` have not changed, else made by `build` and kept. */
async function cachedFile(app: FastifyInstance, cache: ListCache, key: string, versioned: readonly string[], build: () => Promise<string>): Promise<Entry> {
  const version = await readVersions(app.db, versioned);
  return cache.get(key, version) ?? cache.setBody(key, version, await build(), 'text/calendar; charset=utf-8');
}

const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => sendEntry(request, reply, entry, 'no-cache');

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

/** Whatever the academic calendar's file shows changes only with these. */
const EVENTS_VERSIONED = [REGISTRY.calendar.path, REGISTRY.institutions.path] as const;

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
    const origin = originOf(config, request);
    const [schoolClass, section] = await Promise.all([findNamed(app, 'classes', classText), findNamed(app, 'sections', sectionText)]);
    if (!schoolClass || !section) throw notFound();

    const now = config.now();
    const today = dateIn(config.timeZone, now);
    const entry = await cachedFile(app, cache, `routine ${origin} ${schoolClass.id} ${section.id} ${today}`, VERSIONED, async () => {
      const [name, rows] = await Promise.all([
        collegeName(app),
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
      return buildCalendar(rows, {
        timeZone: config.timeZone,
        now,
        domain: new URL(origin).hostname,
        name,
        className: schoolClass.name,
        sectionName: section.name,
        url: `${origin}/routine?class=${schoolClass.id}&section=${section.id}`,
      });
    });
    reply.header('content-disposition', disposition(schoolClass.id, section.id, schoolClass.name, section.name));
    return send(request, reply, entry);
  });

  app.get('/calendar.ics', async (request, reply) => {
    const origin = originOf(config, request);
    const entry = await cachedFile(app, cache, `calendar ${origin}`, EVENTS_VERSIONED, async () => {
      const [name, events] = await Promise.all([
        collegeName(app),
        app.db
          .selectFrom('calendar_events')
          .select(['id', 'title', 'kind', 'start_date', 'end_date', 'note', 'updated_at'])
          .orderBy('start_date')
          .orderBy('id')
          .execute(),
      ]);
      return buildEventsCalendar(events, { now: config.now(), domain: new URL(origin).hostname, name, url: `${origin}/about#calendar` });
    });
    reply.header('content-disposition', `attachment; filename="academic-calendar.ics"; filename*=UTF-8''${encodeURIComponent('একাডেমিক-ক্যালেন্ডার.ics')}`);
    return send(request, reply, entry);
  });
}

export default fp(calendarPlugin, { name: 'site-calendar' });
