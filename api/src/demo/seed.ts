// Demo content: on first start with an empty database the server fills a believable college (content.ts, files
// under api/demo/) so a fresh visitor sees a living site. SEED_DEMO=0 turns it off. Files go through the same
// checks and storage as uploads; the rows go in one transaction, and a failed transaction takes its files along.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { TEACHING_DAYS, toBengaliDigits, toLatinDigits } from 'remote_shared/schemas';
import { dateIn } from '../collegeDay';
import { type Config, REPO_ROOT } from '../config';
import type { Database, StudentsTable } from '../db';
import {
  acknowledgments,
  committeeMembers,
  gallery,
  institutions,
  notices as noticesResource,
  principals,
  RESOURCES,
  results as resultsResource,
  routineFiles,
  staff,
  students as studentsResource,
  teachers,
} from '../resources/definitions';
import type { ResourceDefinition } from '../resources/factory';
import { rollKey } from '../db/rollKeys';
import { bumpVersions } from '../resources/versions';
import { type Storage, storageOf } from '../storage';
import { checkUpload, type CheckedUpload, removeUpload, storeUpload } from '../uploads';
import {
  CALENDAR_EVENTS,
  CITIZEN_CHARTER_TEXT,
  CLASS_SUBJECTS,
  CLASSES,
  COMMITTEE,
  DEMO_FILES,
  GALLERY,
  GROUP_SUBJECTS,
  INSTITUTION,
  LETTERS,
  NOTICES,
  PERIODS,
  type Portrait,
  portraitFile,
  PRINCIPAL,
  resultCounts,
  RESULTS,
  ROUTINE_FILES,
  type SectionName,
  SECTIONS,
  STAFF,
  STUDENT_NAMES,
  STUDENT_PORTRAITS,
  TEACHERS,
  VICE_PRINCIPAL,
} from './content';
import { planRoutine } from './routine';

/** The demo files, found from the source (api/src/demo) and from the bundle (api/dist) alike. */
export const DEMO_DIR = path.join(REPO_ROOT, 'api', 'demo');

/** Every table of managed content (all resources but users): the seed runs only when all of them are empty. */
export const CONTENT_TABLES = RESOURCES.filter((r) => r.table !== 'users').map((r) => r.table);

/** The resources (list caches) the seed writes to: all content but the visitors' contact messages. */
const SEEDED_RESOURCES = RESOURCES.filter((r) => r.table !== 'users' && r.table !== 'contacts').map((r) => r.path);

export interface SeedOptions {
  /** How many notices (default 20); beyond the twenty written ones, older numbered copies. */
  notices?: number;
  /** How many students (default 120), spread evenly over every class and section. */
  students?: number;
  /** The clock (ms): notice dates, ages and timestamps count from it. Default `config.now()`. */
  now?: number;
}

/** Stores copies of demo files in the storage (one per row, so deleting a row never breaks another). */
class DemoFiles {
  private readonly checked = new Map<string, CheckedUpload>();
  readonly stored: string[] = [];

  constructor(private readonly storage: Storage) {}

  /** Stores `file` as an upload to `field` of the resource would be: within its limit, of its type, in its folder. */
  async store(file: string, resource: ResourceDefinition, field: string): Promise<string> {
    const rule = resource.files?.[field];
    if (!rule) throw new Error(`${resource.path} has no file field ${field}`);
    const key = `${resource.path}/${field}/${file}`;
    let upload = this.checked.get(key);
    if (!upload) {
      const data = await readFile(path.join(DEMO_DIR, file));
      upload = checkUpload({ fieldname: field, filename: path.basename(file), mimetype: '', data }, { field, ...rule });
      this.checked.set(key, upload);
    }
    const stored = await storeUpload(this.storage, upload);
    this.stored.push(stored);
    return stored;
  }

  async removeAll(): Promise<void> {
    for (const file of this.stored.splice(0)) await removeUpload(this.storage, file);
  }
}

export async function hasContent(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/** Thrown inside the transaction when content appeared meanwhile (another process seeded, an Admin wrote). */
class NotEmpty extends Error {}

/** A deterministic random source (mulberry32): the same seed draws the same students. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/**
 * The calendar's events in the academic year around the day of seeding: each on its one day from four months
 * before today to eight months after (a year of days, so each falls once), so the public list has coming events
 * and the dashboard past ones whatever the day. Oldest first.
 */
export function planCalendar(now: number, timeZone: string) {
  const today = dateIn(timeZone, now);
  const [year, month, day] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1, day) - 120 * DAY_MS).toISOString().slice(0, 10);
  const firstYear = Number(first.slice(0, 4));
  return CALENDAR_EVENTS.map((event) => {
    const y = `${firstYear}-${event.from}` >= first ? firstYear : firstYear + 1;
    return { title: event.title, kind: event.kind, start_date: `${y}-${event.from}`, end_date: event.to ? `${y}-${event.to}` : null, note: event.note ?? null };
  }).sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** The notices to write, oldest first, so ids grow with dates. */
function planNotices(count: number, now: number, timeZone: string) {
  const cycle = NOTICES.reduce((max, n) => Math.max(max, n.daysAgo), 0) + 10;
  const planned = Array.from({ length: count }, (_, i) => {
    const notice = NOTICES[i % NOTICES.length];
    const round = Math.floor(i / NOTICES.length);
    const daysAgo = notice.daysAgo + round * cycle;
    return {
      notice,
      daysAgo,
      title: round === 0 ? notice.title : `${notice.title} (${toBengaliDigits(round + 1)})`,
      date: dateIn(timeZone, now - daysAgo * DAY_MS),
    };
  });
  return planned.sort((a, b) => b.daysAgo - a.daysAgo);
}

interface PlannedStudent {
  row: Omit<Insertable<StudentsTable>, 'class_id' | 'section' | 'roll_key' | 'photo' | 'digital_id_code' | 'created_at' | 'updated_at'>;
  className: (typeof CLASSES)[number];
  sectionName: SectionName;
  photo: Portrait;
}

/** `count` students spread over every class and section, with rolls 1… in each. */
function planStudents(count: number, now: number, timeZone: string): PlannedStudent[] {
  const rnd = random(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const phone = () => `01${pick(['3', '5', '6', '7', '8', '9'])}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
  const groups = CLASSES.flatMap((c) => SECTIONS.map((s) => [c, s] as const));
  const year = Number(dateIn(timeZone, now).slice(0, 4));
  const students: PlannedStudent[] = [];
  for (let i = 0; i < count; i++) {
    const [className, sectionName] = groups[i % groups.length];
    const roll = Math.floor(i / groups.length) + 1;
    const female = rnd() < 0.5;
    const hindu = rnd() < 0.18;
    let fullName: string;
    let guardian: string;
    if (hindu) {
      const names = STUDENT_NAMES.hindu;
      const surname = pick(names.surnames);
      fullName = `${pick(female ? names.female : names.male)} ${surname}`;
      guardian = `${pick(names.guardians)} ${surname}`;
    } else {
      const names = STUDENT_NAMES.muslim;
      fullName = `${pick(female ? names.female : names.male)} ${pick(female ? names.femaleSurnames : names.maleSurnames)}`;
      guardian = pick(names.guardians);
    }
    // Class XI students are about sixteen, XII about seventeen.
    const age = (className === 'XI' ? 16 : 17) + (rnd() < 0.25 ? 1 : 0);
    const birth = new Date(Date.UTC(year - age, Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
    const village = pick(STUDENT_NAMES.villages);
    students.push({
      className,
      sectionName,
      photo: pick(STUDENT_PORTRAITS[female ? 'female' : 'male']),
      row: {
        full_name: fullName,
        roll_number: String(roll),
        gender: female ? 'female' : 'male',
        date_of_birth: birth.toISOString().slice(0, 10),
        address: `গ্রাম: ${village}, ডাকঘর: ${village}, ${pick(STUDENT_NAMES.upazilas)}, ${INSTITUTION.district}`,
        guardian_name: guardian,
        guardian_contact: phone(),
        contact_phone: rnd() < 0.6 ? phone() : null,
        contact_email: null,
      },
    });
  }
  return students;
}

/**
 * Fills an empty database with the demo college and answers true; answers false and changes nothing when any
 * content table already has a row. `options` lets a benchmark ask for more notices and students.
 */
export async function seedDemo(db: Kysely<Database>, config: Config, options: SeedOptions = {}): Promise<boolean> {
  if (await hasContent(db)) return false;
  const now = options.now ?? config.now();
  const stamp = new Date(now).toISOString();
  const stamped = { created_at: stamp, updated_at: stamp };
  const notices = planNotices(options.notices ?? 20, now, config.timeZone);
  const students = planStudents(options.students ?? 120, now, config.timeZone);

  const files = new DemoFiles(storageOf(config));
  try {
    // Files first, outside the transaction: it then holds its locks only as long as the inserts take.
    const logo = await files.store(DEMO_FILES.logo, institutions, 'logo');
    const banner = await files.store(DEMO_FILES.banner, institutions, 'institution_image');
    const charter = await files.store(DEMO_FILES.citizenCharter, institutions, 'citizen_charter_file');
    const principalPhoto = await files.store(portraitFile(PRINCIPAL.photo), principals, 'photo');
    const vicePhoto = await files.store(portraitFile(VICE_PRINCIPAL.photo), principals, 'photo');
    const committeePhotos: string[] = [];
    for (const m of COMMITTEE) committeePhotos.push(await files.store(portraitFile(m.photo), committeeMembers, 'photo'));
    const teacherPhotos: string[] = [];
    for (const t of TEACHERS) teacherPhotos.push(await files.store(portraitFile(t.photo), teachers, 'photo'));
    const staffPhotos: string[] = [];
    for (const s of STAFF) staffPhotos.push(await files.store(portraitFile(s.photo), staff, 'photo'));
    const galleryImages: string[] = [];
    for (const g of GALLERY) galleryImages.push(await files.store(`gallery/${g.file}`, gallery, 'image'));
    const noticePdfs: string[] = [];
    for (const n of notices) noticePdfs.push(await files.store(`notices/${n.notice.pdf}.pdf`, noticesResource, 'pdf_file'));
    const studentPhotos: string[] = [];
    for (const s of students) studentPhotos.push(await files.store(portraitFile(s.photo), studentsResource, 'photo'));
    const resultSheets: string[] = [];
    for (const r of RESULTS) resultSheets.push(await files.store(r.file, resultsResource, 'file'));
    const routineSheets: string[] = [];
    for (const r of ROUTINE_FILES) routineSheets.push(await files.store(r.file, routineFiles, 'file'));
    const letterScans: string[] = [];
    for (const l of LETTERS) letterScans.push(await files.store(l.file, acknowledgments, 'image'));

    await db.transaction().execute(async (trx) => {
      // The institution is a singleton: a second process seeding at the same time fails here, or sees content.
      if (await hasContent(trx)) throw new NotEmpty();
      await trx
        .insertInto('institutions')
        .values({
          name: INSTITUTION.name,
          government_approval_number: INSTITUTION.government_approval_number,
          government_approval_date: INSTITUTION.government_approval_date,
          history: INSTITUTION.history,
          address: INSTITUTION.address,
          address_code: INSTITUTION.address_code,
          contact_email: INSTITUTION.contact_email,
          contact_phone: INSTITUTION.contact_phone,
          logo,
          institution_image: banner,
          // The public record (the /about page): codes, aims, the citizen charter and the two officers.
          eiin: toLatinDigits(INSTITUTION.eiin),
          college_code: INSTITUTION.college_code,
          education_board: INSTITUTION.education_board,
          mission: INSTITUTION.mission,
          objective: INSTITUTION.objective,
          citizen_charter: CITIZEN_CHARTER_TEXT,
          citizen_charter_file: charter,
          grs_officer_name: INSTITUTION.grs_officer_name,
          grs_officer_phone: INSTITUTION.grs_officer_phone,
          grs_officer_email: INSTITUTION.grs_officer_email,
          rti_officer_name: INSTITUTION.rti_officer_name,
          rti_officer_phone: INSTITUTION.rti_officer_phone,
          rti_officer_email: INSTITUTION.rti_officer_email,
          ...stamped,
        })
        .execute();

      await trx
        .insertInto('principals')
        .values([
          { designation: 'principal', full_name: PRINCIPAL.full_name, contact_email: PRINCIPAL.contact_email, contact_phone: PRINCIPAL.contact_phone, message: PRINCIPAL.message, photo: principalPhoto, ...stamped },
          { designation: 'vice_principal', full_name: VICE_PRINCIPAL.full_name, contact_email: VICE_PRINCIPAL.contact_email, contact_phone: VICE_PRINCIPAL.contact_phone, message: VICE_PRINCIPAL.message, photo: vicePhoto, ...stamped },
        ])
        .execute();

      await trx
        .insertInto('committee_members')
        .values(COMMITTEE.map((m, i) => ({ full_name: m.full_name, role: m.role, contact_email: m.contact_email, contact_phone: m.contact_phone, photo: committeePhotos[i], ...stamped })))
        .execute();

      const teacherIds: number[] = [];
      for (const [i, t] of TEACHERS.entries()) {
        const { id } = await trx
          .insertInto('teachers')
          .values({ full_name: t.full_name, designation: t.designation, subject: t.subject, contact_phone: t.contact_phone, contact_email: t.contact_email, profile: t.profile, photo: teacherPhotos[i], ...stamped })
          .returning('id')
          .executeTakeFirstOrThrow();
        teacherIds.push(id);
      }

      await trx
        .insertInto('staff')
        .values(STAFF.map((s, i) => ({ full_name: s.full_name, designation: s.designation, contact_phone: s.contact_phone, contact_email: s.contact_email, profile: s.profile, photo: staffPhotos[i], ...stamped })))
        .execute();

      // The gallery lists newest first: the first picture of GALLERY gets the latest timestamp.
      for (let i = GALLERY.length - 1; i >= 0; i--) {
        const at = new Date(now - i * 60_000).toISOString();
        await trx.insertInto('gallery').values({ image: galleryImages[i], caption: GALLERY[i].caption, created_at: at, updated_at: at }).execute();
      }

      for (let start = 0; start < notices.length; start += 200) {
        await trx
          .insertInto('notices')
          .values(
            notices.slice(start, start + 200).map((n, i) => ({
              title: n.title,
              description: n.notice.description,
              category: n.notice.category,
              date: n.date,
              pdf_file: noticePdfs[start + i],
              ...stamped,
            })),
          )
          .execute();
      }

      const classIds = new Map<string, number>();
      for (const name of CLASSES) {
        const { id } = await trx.insertInto('classes').values({ name, ...stamped }).returning('id').executeTakeFirstOrThrow();
        classIds.set(name, id);
      }
      const sectionIds = new Map<string, number>();
      for (const name of SECTIONS) {
        const { id } = await trx.insertInto('sections').values({ name, ...stamped }).returning('id').executeTakeFirstOrThrow();
        sectionIds.set(name, id);
      }
      const subjectIds = new Map<string, number>();
      for (const className of CLASSES) {
        for (const name of CLASS_SUBJECTS) {
          const { id } = await trx
            .insertInto('subjects')
            .values({ name, class_id: classIds.get(className)!, ...stamped })
            .returning('id')
            .executeTakeFirstOrThrow();
          subjectIds.set(`${className}|${name}`, id);
        }
      }

      for (let start = 0; start < students.length; start += 200) {
        await trx
          .insertInto('students')
          .values(
            students.slice(start, start + 200).map((s, i) => {
              const classId = classIds.get(s.className)!;
              // The resource's format (DID-<class>-<roll>-<time>); each section is stamped a millisecond apart,
              // so equal rolls in two sections of a class still differ.
              const time = (now + SECTIONS.indexOf(s.sectionName)).toString(36).toUpperCase();
              return {
                ...s.row,
                class_id: classId,
                section: s.sectionName,
                roll_key: rollKey(s.row.roll_number),
                digital_id_code: `DID-${classId}-${s.row.roll_number}-${time}`,
                photo: studentPhotos[start + i],
                ...stamped,
              };
            }),
          )
          .execute();
      }

      // The week's routine, from the teachers who hold regular classes.
      const teachersBySubject = new Map<string, number[]>();
      TEACHERS.forEach((t, i) => {
        if (t.teaches) teachersBySubject.set(t.subject, [...(teachersBySubject.get(t.subject) ?? []), i]);
      });
      const groups = CLASSES.flatMap((c) => SECTIONS.map((s) => ({ key: `${c}|${s}`, subjects: GROUP_SUBJECTS[s] })));
      const periods = planRoutine(groups, teachersBySubject, TEACHING_DAYS, PERIODS);
      await trx
        .insertInto('class_routines')
        .values(
          periods.map((p) => {
            const [className, sectionName] = p.group.split('|');
            return {
              class_id: classIds.get(className)!,
              section_id: sectionIds.get(sectionName)!,
              subject_id: subjectIds.get(`${className}|${p.subject}`)!,
              teacher_id: teacherIds[p.teacher],
              start_time: p.start,
              end_time: p.end,
              day: p.day,
              ...stamped,
            };
          }),
        )
        .execute();

      // The public record: results (oldest first: the list shows the newest year, then the latest added), routines
      // as files (a minute apart, the last of ROUTINE_FILES newest) and the letters of permission and recognition.
      await trx
        .insertInto('results')
        .values(
          RESULTS.map((r, i) => ({
            year: r.year,
            category: r.category,
            class_id: classIds.get(r.className)!,
            exam_name: r.exam_name,
            ...resultCounts(r),
            file: resultSheets[i],
            ...stamped,
          })),
        )
        .execute();
      await trx
        .insertInto('routine_files')
        .values(
          ROUTINE_FILES.map((r, i) => {
            const at = new Date(now - (ROUTINE_FILES.length - 1 - i) * 60_000).toISOString();
            return { category: r.category, class_id: classIds.get(r.className)!, file: routineSheets[i], created_at: at, updated_at: at };
          }),
        )
        .execute();
      await trx
        .insertInto('acknowledgments')
        .values(LETTERS.map((l, i) => ({ title: l.title, date: l.date, image: letterScans[i], ...stamped })))
        .execute();
      await trx
        .insertInto('calendar_events')
        .values(planCalendar(now, config.timeZone).map((event) => ({ ...event, ...stamped })))
        .execute();

      await bumpVersions(trx, SEEDED_RESOURCES);
    });
    return true;
  } catch (error) {
    await files.removeAll();
    // Someone else filled the database meanwhile (a concurrent seed trips the institution's singleton).
    if (error instanceof NotEmpty || (await hasContent(db).catch(() => false))) return false;
    throw error;
  }
}
