// `GET /api/students/id-cards/` (Admin): the ID cards of a class (`?class_name=<id>`, with `&section=` for one
// section) or of chosen students (`?ids=3,5,8`), as an A4 PDF of eight cards a page (pdf.ts), shown inline so
// the browser opens it ready to print. A request that names nobody is a 404, so a sheet is never printed empty.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, type FieldErrors } from 'remote_shared/schemas';
import { requireAdmin } from '../auth';
import type { Config } from '../config';
import { ApiError, validationError } from '../errors';
import { refuseMissingMethods } from '../notAllowed';
import { answerOrigin } from '../origin';
import { columnInteger } from '../resources/crud/filters';
import { isSafeKey, type Storage, storageOf } from '../storage';
import { openImage } from '../uploads';
import { verifyUrl } from '../verifyUrl';
import { cardSheetPdf, type CardStudent, PHOTO_BOX } from './pdf';
import { loadShaper } from './shape';

/** The most cards one request draws (about four classes): a larger sheet is asked for in parts. */
export const MAX_CARDS = 1000;

/** Print resolution of the photos: 300 dpi over the photo box. */
const PHOTO_PIXELS = { width: Math.round((PHOTO_BOX.width / 72) * 300), height: Math.round((PHOTO_BOX.height / 72) * 300) };
const LOGO_PIXELS = 256;

type Query = Record<string, string | string[] | undefined>;

/** The value of a query parameter (the last, when repeated, as the lists read them). */
function param(query: Query, name: string): string {
  const raw = query[name];
  return (Array.isArray(raw) ? raw[raw.length - 1] : raw ?? '').trim();
}

type Selection = { ids: number[] } | { classId: number; section: string | null };

/** Which students the request names, or a 400 saying what is wrong with it. */
function selection(query: Query): Selection {
  const ids = param(query, 'ids');
  const classText = param(query, 'class_name');
  if (ids) {
    const parsed = ids.split(',').map((part) => columnInteger(part.trim()));
    if (parsed.some((id) => id === null || id < 1)) throw validationError({ ids: ['Enter student ids separated by commas, such as 3,5,8.'] });
    if (parsed.length > MAX_CARDS) throw validationError({ ids: [`At most ${MAX_CARDS} students at a time.`] });
    return { ids: [...new Set(parsed as number[])] };
  }
  if (classText) {
    const classId = columnInteger(classText);
    if (classId === null || classId < 1) throw validationError({ class_name: [MESSAGES.integer] });
    return { classId, section: param(query, 'section') || null };
  }
  throw validationError({ non_field_errors: ['Choose a class (class_name, and section if you like) or students (ids).'] });
}

/** `attachment`-style header naming the file, with a plain ASCII name for old clients and the real one (RFC 6266). */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A file name part: the class or section as typed, without what a file name cannot hold. */
const namePart = (text: string) => text.trim().replace(/[\s/\\:*?"<>|]+/g, '-');

/**
 * Prepared pictures, by stored path and size. Stored names are random and never reused (uploads/storage.ts), so
 * a prepared copy stays right until the file is gone; the next class's sheet finds the logo ready.
 */
const prepared = new Map<string, Promise<Buffer | null>>();
const PREPARED_KEPT = 600;

/** The picture at `stored` (its key in the storage) cropped or fitted for the card, or null when it cannot be read. */
function preparedPicture(storage: Storage, stored: string | null, kind: 'photo' | 'logo'): Promise<Buffer | null> {
  if (!stored || !isSafeKey(stored)) return Promise.resolve(null);
  const key = `${kind} ${storage.where} ${stored}`;
  let picture = prepared.get(key);
  if (!picture) {
    picture = storage
      .read(stored)
      .then((data) => {
        if (!data) return null;
        const image = openImage(data).rotate();
        return (
          kind === 'photo'
            ? image.resize(PHOTO_PIXELS.width, PHOTO_PIXELS.height, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
            : image.resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true }).png()
        ).toBuffer();
      })
      .catch(() => null); // a missing or unreadable file: the card shows the initials (or no logo) instead
    prepared.set(key, picture);
    if (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value as string);
  }
  return picture;
}

async function cardSheet(app: FastifyInstance, config: Config, request: FastifyRequest, origin: string) {
  const chosen = selection(request.query as Query);
  let query = app.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .select(['students.full_name', 'students.roll_number', 'students.section', 'students.digital_id_code', 'students.photo', 'classes.name as class'])
    .orderBy('students.class_id')
    .orderBy('students.section')
    .orderBy('students.roll_key')
    .orderBy('students.roll_number')
    .orderBy('students.id')
    .limit(MAX_CARDS + 1);
  let heading: string;
  let fileName: string;
  if ('ids' in chosen) {
    query = query.where('students.id', 'in', chosen.ids);
    heading = '';
    fileName = chosen.ids.length === 1 ? `id-cards-${chosen.ids[0]}.pdf` : 'id-cards.pdf';
  } else {
    const found = await app.db.selectFrom('classes').select('name').where('id', '=', chosen.classId).executeTakeFirst();
    if (!found) throw validationError({ class_name: [`Invalid pk "${chosen.classId}" - object does not exist.`] } satisfies FieldErrors);
    query = query.where('students.class_id', '=', chosen.classId);
    if (chosen.section !== null) query = query.where('students.section', '=', chosen.section);
    heading = chosen.section ? `${found.name} · ${chosen.section}` : found.name;
    fileName = `id-cards-${[found.name, chosen.section].filter(Boolean).map((part) => namePart(part!)).join('-')}.pdf`;
  }
  const rows = await query.execute();
  if (!rows.length) throw new ApiError(404, { detail: 'No students match.' });
  // Chosen students: named when one, else said to be a selection.
  heading ||= rows.length === 1 ? `${rows[0].full_name} · ${rows[0].class}` : 'নির্বাচিত শিক্ষার্থী';
  if (rows.length > MAX_CARDS) throw validationError({ non_field_errors: [`At most ${MAX_CARDS} cards at a time: choose a section.`] });

  const institution = await app.db.selectFrom('institutions').select(['name', 'logo']).orderBy('id').executeTakeFirst();
  const storage = storageOf(config);
  const [logo, ...photos] = await Promise.all([
    preparedPicture(storage, institution?.logo ?? null, 'logo'),
    ...rows.map((row) => preparedPicture(storage, row.photo, 'photo')),
  ]);
  const students: CardStudent[] = rows.map((row, index) => ({
    fullName: row.full_name,
    className: row.class,
    section: row.section,
    roll: row.roll_number,
    digitalId: row.digital_id_code,
    verifyUrl: verifyUrl(config.secretKey, origin, row.digital_id_code),
    photo: photos[index],
  }));
  return { sheet: { institutionName: institution?.name ?? 'কলেজ', logo, heading, students }, fileName };
}

export async function idCardRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const url = '/students/id-cards/';
  app.get(url, { onRequest: requireAdmin }, async (request, reply) => {
    // The QR codes must hold an address a phone can open: the site's own (PUBLIC_URL, or an allowed Host).
    const origin = answerOrigin(config, request);
    if (origin === null) {
      throw new ApiError(400, { detail: "The site's address is not known: set PUBLIC_URL (or add this host to ALLOWED_HOSTS) so the cards' QR codes can hold it." });
    }
    const { sheet, fileName } = await cardSheet(app, config, request, origin);
    const pdf = await cardSheetPdf(await loadShaper(), sheet, new Date(config.now()));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', inlineDisposition(fileName))
      .type('application/pdf')
      .send(pdf);
  });
  // Any other method is a 405 (for an Admin), not a student whose id is `id-cards`.
  refuseMissingMethods(app, url, { GET: true }, { read: requireAdmin, create: requireAdmin, write: requireAdmin }, false);
}
