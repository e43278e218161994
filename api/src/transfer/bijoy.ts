// Bengali typed in the legacy Bijoy keyboard with the SutonnyMJ font: ASCII and Windows-1252 characters drawn as
// Bengali letters (`Avgvi bvg` is আমার নাম, `‡gvnv¤§`` মোহাম্মদ). Imported as it is, it would be stored as
// nonsense Latin text, so a cell that looks like it is reported instead. The patterns below are those of Bijoy's
// layout that English (and Bengali names spelt in English: "Md. Abdul Karim", "Chowdhury", "Shuvro") almost never
// shows; a cell needs several of them before it is refused, so an English name or text is never taken for Bijoy.

/** Any Unicode Bengali: a cell that has some is Unicode text. */
const BENGALI = /[\u0980-\u09FF]/;

// SutonnyMJ's vowel signs and conjuncts drawn with Windows-1252 symbols that are no letter of any Latin alphabet
// (‡ is ে, ˆ ৈ, ¨ য-ফলা, © রেফ, ¯ স্ত, ¤§ ম্ম, ³ ক্ত …): next to a letter they are Bijoy.
const SYMBOLS = '‡†ˆ‰‹›¨©ª«¬®¯±²³´µ¶·¸¹º¼¾¿¤¦§¢¥¡÷‚„˜';
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF';
const SYMBOL_BY_LETTER = new RegExp(`[${LETTER}][${SYMBOLS}]|[${SYMBOLS}][${LETTER}]`, 'g');
/** ASCII punctuation Bijoy types letters with, by a letter: ` is দ (মাহমুদ `gvngy``, দশম ``kg`), ~ is ূ, | is দাঁড়ি. */
const PUNCTUATION_BY_LETTER = /[A-Za-z][`~|]|`[A-Za-z]/g;
/** `v` is আ-কার: in Bijoy it comes before consonants, which English spells `v` before a vowel almost always. */
const V_BEFORE_CONSONANT = /v[b-df-hj-np-tv-xzB-DF-HJ-NP-TV-XZ]/g;
/** আ-কার ending a word after a consonant (`XvKv`: ঢাকা, `evsjv`: বাংলা), where English has a vowel before a final v. */
const V_ENDING_WORD = /[b-df-hj-np-tv-xzB-DF-HJ-NP-TV-Z]v(?![A-Za-z])/g;
/** ি-কার and ী-কার (w, x) come before their consonant: a word begins `wk`, `wb`, `xg`. */
const W_STARTING_WORD = /(?:^|[^A-Za-z])[wx][b-dfgj-np-qs-tv-xzB-DF-HJ-NP-TV-Z]/g;
/** Bijoy's vowel-sign letters: a word with one of them and the marks below is Bijoy, not a name like McDonald. */
const VOWEL_SIGNS = /[vwx]/;
/** A capital after a small letter inside a word (`dvZgv`: ফাতেমা). */
const CAPITAL_INSIDE = /[a-z][A-Z]/g;
/** A Latin-1 letter (æ ã Ï ÿ: conjuncts in SutonnyMJ) inside a word. */
const ACCENTED_INSIDE = /[A-Za-z][\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]|[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF][A-Za-z]/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** How much `text` looks like Bijoy: strong marks count 2, weak ones 1. */
function bijoyScore(text: string): number {
  let score = 2 * count(text, SYMBOL_BY_LETTER) + 2 * count(text, PUNCTUATION_BY_LETTER);
  score += count(text, V_BEFORE_CONSONANT) + count(text, V_ENDING_WORD) + count(text, W_STARTING_WORD);
  // The marks also found in English words (McDonald, José) count only in a word that has Bijoy's vowel signs.
  for (const word of text.split(/\s+/)) {
    if (VOWEL_SIGNS.test(word)) score += count(word, CAPITAL_INSIDE) + count(word, ACCENTED_INSIDE);
  }
  return score;
}

/**
 * Whether a cell looks typed in Bijoy (SutonnyMJ): no Unicode Bengali, and at least two of Bijoy's marks, at least
 * one for every four words (a long English text with one odd word is English).
 */
export function looksLikeBijoy(text: string): boolean {
  if (BENGALI.test(text) || count(text, /[A-Za-z]/g) < 2) return false;
  const words = text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
  const score = bijoyScore(text);
  return score >= 2 && score * 4 >= words;
}
