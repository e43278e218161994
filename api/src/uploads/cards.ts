// Where link-preview cards are kept (cards/): under MEDIA_ROOT/.cards/, one folder per card slot (`site`,
// `notice/<id>`) holding its current version, `<version>.png`. Writing a new version removes the others in its
// folder; deleting a notice removes its folder; the orphan sweep (sweep.ts) removes what is left of versions no
// longer current (after an edit whose card nobody asked for again) and of notices deleted by other means. So the
// cards take at most one file per notice and one for the college, however often they change. A dot folder: the
// media route never serves it directly.
import { readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { CardSlot } from '../cards/content';
import { TEMPORARY_FILE, writeWhole } from './storage';

export const CARDS_FOLDER = '.cards';
/** A kept card's file name: its version, then `.png`. */
const CARD_FILE = /^[A-Za-z0-9_-]+\.png$/;

const slotFolder = (mediaRoot: string, slot: CardSlot) => path.join(mediaRoot, CARDS_FOLDER, ...slot.split('/'));

/** The kept PNG of this version of the card, or null when it is not kept (not drawn yet, or another version). */
export async function keptCard(mediaRoot: string, slot: CardSlot, version: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(slotFolder(mediaRoot, slot), `${version}.png`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Keeps a drawn card, whole or not at all, and removes the other versions of its slot. */
export async function keepCard(mediaRoot: string, slot: CardSlot, version: string, png: Buffer): Promise<void> {
  const folder = slotFolder(mediaRoot, slot);
  const file = `${version}.png`;
  await writeWhole(path.join(folder, file), png);
  for (const name of await readdir(folder)) {
    // Another process's write under way (a temporary name) is left alone: the sweep takes it if it never ends.
    if (name !== file && CARD_FILE.test(name)) await unlink(path.join(folder, name)).catch(() => undefined);
  }
}

/** Removes every version of a card (its notice is deleted). */
export async function removeCards(mediaRoot: string, slot: CardSlot): Promise<void> {
  await rm(slotFolder(mediaRoot, slot), { recursive: true, force: true });
}

export interface KeptCardFile {
  /** Its path relative to MEDIA_ROOT, with `/`. */
  relative: string;
  slot: CardSlot;
  /** The version it holds, or null for a temporary file left by a crash. */
  version: string | null;
  mtimeMs: number;
}

async function names(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

/** Every file kept under .cards/, for the orphan sweep. */
export async function keptCardFiles(mediaRoot: string): Promise<KeptCardFile[]> {
  const slots: CardSlot[] = ['site', ...(await names(path.join(mediaRoot, CARDS_FOLDER, 'notice'))).filter((id) => /^[1-9]\d*$/.test(id)).map((id) => `notice/${id}` as CardSlot)];
  const found: KeptCardFile[] = [];
  for (const slot of slots) {
    const folder = slotFolder(mediaRoot, slot);
    for (const name of await names(folder)) {
      const temporary = TEMPORARY_FILE.test(name);
      if (!temporary && !CARD_FILE.test(name)) continue;
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(path.join(folder, name))).mtimeMs;
      } catch {
        continue; // removed meanwhile (a newer version was written)
      }
      found.push({ relative: `${CARDS_FOLDER}/${slot}/${name}`, slot, version: temporary ? null : name.slice(0, -'.png'.length), mtimeMs });
    }
  }
  return found;
}
