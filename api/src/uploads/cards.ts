// Where link-preview cards are kept (cards/): under `.cards/` in the storage (MEDIA_ROOT or the bucket), one folder
// per card slot (`site`, `notice/<id>`) holding its current version, `<version>.png`. Writing a new version removes
// the others in its folder; deleting a notice removes its folder; the orphan sweep (sweep.ts) removes what is left
// of versions no longer current (after an edit whose card nobody asked for again) and of notices deleted by other
// means. So the cards take at most one file per notice and one for the college, however often they change. A dot
// folder: the media route never serves it directly.
import type { CardSlot } from '../resources/previewCards';
import { type Storage, TEMPORARY_FILE } from '../storage';

export const CARDS_FOLDER = '.cards';
/** A kept card's file name: its version, then `.png`. */
const CARD_FILE = /^[A-Za-z0-9_-]+\.png$/;

const slotFolder = (slot: CardSlot) => `${CARDS_FOLDER}/${slot}`;

/** The kept PNG of this version of the card, or null when it is not kept (not drawn yet, or another version). */
export async function keptCard(storage: Storage, slot: CardSlot, version: string): Promise<Buffer | null> {
  return storage.read(`${slotFolder(slot)}/${version}.png`);
}

/** The names of the files directly in a slot's folder. */
async function slotFiles(storage: Storage, slot: CardSlot): Promise<{ name: string; modifiedMs: number }[]> {
  const folder = slotFolder(slot);
  const found: { name: string; modifiedMs: number }[] = [];
  for await (const object of storage.list(folder)) {
    const name = object.key.slice(folder.length + 1);
    if (!name.includes('/')) found.push({ name, modifiedMs: object.modifiedMs });
  }
  return found;
}

/** Keeps a drawn card, whole or not at all, and removes the other versions of its slot. */
export async function keepCard(storage: Storage, slot: CardSlot, version: string, png: Buffer): Promise<void> {
  const file = `${version}.png`;
  await storage.put(`${slotFolder(slot)}/${file}`, png, { contentType: 'image/png' });
  for (const { name } of await slotFiles(storage, slot)) {
    // Another process's write under way (a temporary name) is left alone: the sweep takes it if it never ends.
    if (name !== file && CARD_FILE.test(name)) await storage.remove(`${slotFolder(slot)}/${name}`).catch(() => undefined);
  }
}

/** Removes every version of a card (its notice is deleted). */
export async function removeCards(storage: Storage, slot: CardSlot): Promise<void> {
  await storage.removeFolder(slotFolder(slot));
}

export interface KeptCardFile {
  /** Its key in the storage. */
  relative: string;
  slot: CardSlot;
  /** The version it holds, or null for a temporary file left by a crash. */
  version: string | null;
  mtimeMs: number;
}

/** Every file kept under .cards/, for the orphan sweep. */
export async function keptCardFiles(storage: Storage): Promise<KeptCardFile[]> {
  const found: KeptCardFile[] = [];
  for await (const object of storage.list(CARDS_FOLDER)) {
    const match = /^\.cards\/(site|notice\/[1-9]\d*)\/([^/]+)$/.exec(object.key);
    if (!match) continue;
    const [, slot, name] = match;
    const temporary = TEMPORARY_FILE.test(name);
    if (!temporary && !CARD_FILE.test(name)) continue;
    found.push({ relative: object.key, slot: slot as CardSlot, version: temporary ? null : name.slice(0, -'.png'.length), mtimeMs: object.modifiedMs });
  }
  return found;
}
