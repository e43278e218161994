// How a person without a photo is shown: up to two initials on a colour of their own. Written once for the
// dashboard's and the public site's avatars (ui/Avatar.tsx) and the printed ID cards (api/src/idcards).

// Honorifics that would otherwise give everyone the same first initial.
const TITLES = new Set(['মো.', 'মোঃ', 'মোহাম্মদ', 'ড.', 'ডঃ', 'অধ্যাপক', 'md.', 'md', 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.']);
/** Dark enough for white initials on them (WCAG AA). */
export const INITIALS_COLOURS = ['#17612a', '#1f7a34', '#2c6e8e', '#7a4f1f', '#6b3f8e', '#8e2c4f', '#3f5f1f', '#1f5f6e'];

function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const first = new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next();
    if (!first.done) return first.value.segment;
  }
  return Array.from(word)[0] ?? '';
}

/** Up to two initials of a name (Bengali grapheme clusters kept whole), titles skipped. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const named = words.filter((w) => !TITLES.has(w.toLowerCase()));
  const chosen = (named.length ? named : words).slice(0, 2);
  return chosen.map((w) => firstGrapheme(w).toLocaleUpperCase()).join('') || '?';
}

/** The colour of a name's initials: the same name, the same colour, on every screen and card. */
export function colourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const ch of name ?? '') hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return INITIALS_COLOURS[hash % INITIALS_COLOURS.length];
}
