// What a link-preview card shows, and the version its URL carries. Previewers (Facebook, WhatsApp, X) keep a
// picture by its URL, so a card's URL changes whenever what it shows does: its version is a short hash of exactly
// that (a notice's title, date and category and the college's name and logo; the college's card its name, logo
// and address), and of the drawing's own design. The API answers the URL as `preview_image`, on a notice and on
// the institution (notices.ts, institution.ts); the card route (cards/route.ts) draws only the current version
// and sends any other to it. Here, below both, because resources answer the URL and the cards draw what it names.
import { hash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { mediaUrl } from '../uploads';
import { readAllVersions } from './versions';

/**
 * The design of the cards: changed when the drawing changes (cards/draw.ts), so every card gets a new URL and
 * previewers fetch it anew instead of keeping the old picture.
 */
const DESIGN = 1;

/** What a card shows of the college. */
export interface CardInstitution {
  name: string | null;
  /** The logo's stored path under MEDIA_ROOT (a new logo has a new path), or null for the site's crest. */
  logo: string | null;
  address: string | null;
}

/** What a notice's card shows of it. */
export interface CardNotice {
  id: number;
  title: string;
  date: string | null;
  category: string | null;
}

/** Where a card is kept and served: the college's (`site`), or a notice's (`notice/<id>`). */
export type CardSlot = 'site' | `notice/${number}`;

export const noticeSlot = (id: number): CardSlot => `notice/${id}`;

const versionOf = (shown: unknown[]) => hash('sha256', JSON.stringify([DESIGN, ...shown]), 'base64url').slice(0, 12);

/** A version is twelve base64url characters: anything else in a card's URL is no card. */
export const CARD_VERSION = /^[A-Za-z0-9_-]{12}$/;

/** Each notice's card version as last made, with what it was made of: a list answer makes hundreds at once. */
const noticeVersions = new Map<number, { shown: unknown[]; version: string }>();
const NOTICE_VERSIONS_KEPT = 20_000;

export function noticeCardVersion(notice: CardNotice, institution: CardInstitution): string {
  const shown = [notice.title, notice.date, notice.category, institution.name, institution.logo];
  const kept = noticeVersions.get(notice.id);
  if (kept && kept.shown.every((value, i) => value === shown[i])) return kept.version;
  const version = versionOf(['notice', ...shown]);
  if (!kept && noticeVersions.size >= NOTICE_VERSIONS_KEPT) noticeVersions.delete(noticeVersions.keys().next().value!);
  noticeVersions.set(notice.id, { shown, version });
  return version;
}

export function siteCardVersion(institution: CardInstitution): string {
  return versionOf(['site', institution.name, institution.logo, institution.address]);
}

/** The card's path under /media/ (uploads/cards.ts keeps it under MEDIA_ROOT/.cards/, by the same slot). */
export const cardPath = (slot: CardSlot, version: string) => `_card/${slot}/${version}.png`;

/** The card's URL: absolute under `origin` (an answer's origin, as file URLs are), else from the site's root. */
export function cardUrl(origin: string | null, slot: CardSlot, version: string): string {
  return mediaUrl({ publicUrl: origin }, cardPath(slot, version));
}

const NO_INSTITUTION: CardInstitution = { name: null, logo: null, address: null };

/** Shared by every caller until the record changes: read, never changed. */
type ShownInstitution = Readonly<CardInstitution & { exists: boolean }>;

/** The college as last read, by database, with the institutions' version counter it was read at. */
const readInstitution = new WeakMap<Kysely<Database>, { version: number; shown: Promise<ShownInstitution> }>();

/**
 * The college as the cards show it (the one institution record; all null while there is none). Every notices
 * answer made asks for it: read once per version of the institutions' counter (versions.ts), which every write of
 * the record moves. The counter is read first, so a copy is never older than the version it is kept under.
 */
export async function cardInstitution(db: Kysely<Database>): Promise<ShownInstitution> {
  const version = (await readAllVersions(db)).get('institutions') ?? 0;
  const kept = readInstitution.get(db);
  if (kept?.version === version) return kept.shown;
  const shown = db
    .selectFrom('institutions')
    .select(['name', 'logo', 'address'])
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst()
    .then((row) => (row ? { ...row, exists: true } : { ...NO_INSTITUTION, exists: false }));
  readInstitution.set(db, { version, shown });
  // A failed read is not kept: the next answer reads again.
  shown.catch(() => readInstitution.get(db)?.shown === shown && readInstitution.delete(db));
  return shown;
}

/** The current version of every card there is (for the orphan sweep): the college's and each notice's. */
export async function currentCardVersions(db: Kysely<Database>): Promise<Map<CardSlot, string>> {
  const institution = await cardInstitution(db);
  const current = new Map<CardSlot, string>();
  if (institution.exists) current.set('site', siteCardVersion(institution));
  const notices = await db.selectFrom('notices').select(['id', 'title', 'date', 'category']).execute();
  for (const notice of notices) current.set(noticeSlot(notice.id), noticeCardVersion(notice, institution));
  return current;
}
