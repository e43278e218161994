// The username rule: Django's characters, letters of one script, and a comparison key under which names that
// differ only in case, width or compatibility form (`admin`, `Admin`, `ＡＤＭＩＮ`) are the same name. The
// register form checks the rule before sending; the server refuses the same and keeps each user's key under a
// unique index (api/src/db/migrations/0004_username_keys.ts). Nothing here imports: rules.ts imports this file.

/** Django's username rule: letters (any script), digits and @ . + - _ only. */
export const USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.@+-]+$/u;
export const USERNAME_MESSAGE =
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';
export const USERNAME_MIXED_SCRIPTS_MESSAGE =
  'Enter a valid username. This value may not mix letters of different scripts, such as Latin and Cyrillic or Latin and Bengali.';

const BENGALI_ZERO = 0x09e6;

/**
 * The name as usernames are compared: Unicode NFKC, then case-folded, then Bengali digits as Latin digits (the
 * site reads ২০২৫ and 2025 alike everywhere else too).
 *
 * JavaScript has no casefold(); lower, upper, lower again gives the same classes as Python's NFKC + casefold
 * (ß, ẞ and ss alike; ς and σ alike) with one deliberate difference: the Turkish dotless ı folds to i, so
 * `admın` is `admin`. `İ` folds to i + combining dot, as casefold does. The final NFKC recomposes what the
 * case mappings decomposed (ΐ). The classes follow the JavaScript engine's Unicode version; a later version
 * can only change them for characters it newly assigns.
 */
export function usernameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
  return folded.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

// Every script of Unicode 16 by its long name. Latin and Bengali first (this site's names), then the usual
// look-alikes of Latin: most characters are placed after one or two tests.
const SCRIPT_NAMES = (
  'Latin Bengali Cyrillic Greek Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah ' +
  'Batak Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham ' +
  'Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Deseret Devanagari Dives_Akuru Dogra Duployan ' +
  'Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay Georgian Glagolitic Gothic Grantha Gujarati Gunjala_Gondi ' +
  'Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic ' +
  'Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi ' +
  'Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian ' +
  'Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui ' +
  'Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari ' +
  'New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic ' +
  'Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya ' +
  'Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada ' +
  'Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog ' +
  'Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Todhri ' +
  'Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square'
).split(' ');

/** Digits, punctuation and combining marks belong to no script of their own: they never make a mix. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

// Compiled on first use (most are never needed), and skipped when this engine's Unicode predates the script.
const scriptTests = new Map<string, RegExp | null>();

function scriptTest(script: string): RegExp | null {
  let test = scriptTests.get(script);
  if (test === undefined) {
    try {
      test = new RegExp(`^\\p{Script=${script}}$`, 'u');
    } catch {
      test = null;
    }
    scriptTests.set(script, test);
  }
  return test;
}

/** The script of one character; null for a neutral one; 'Unknown' for a script this engine cannot name. */
export function scriptOf(char: string, tryFirst?: string | null): string | null {
  if (NEUTRAL.test(char)) return null;
  if (tryFirst && scriptTest(tryFirst)?.test(char)) return tryFirst;
  return SCRIPT_NAMES.find((script) => scriptTest(script)?.test(char)) ?? 'Unknown';
}

// Scripts customarily written together, as in UTS #39's "highly restrictive" profile (without its Latin):
// Japanese (Han, Hiragana, Katakana), Chinese (Han, Bopomofo), Korean (Han, Hangul). Any other script is alone.
const WRITING_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  Han: ['Japanese', 'Chinese', 'Korean'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Bopomofo: ['Chinese'],
  Hangul: ['Korean'],
};

/** The name (after NFKC, so fullwidth letters are Latin) has letters of scripts that are not written together. */
export function mixesScripts(name: string): boolean {
  let systems: readonly string[] | null = null;
  let last: string | null = null;
  for (const char of name.normalize('NFKC')) {
    const script = scriptOf(char, last);
    if (!script) continue;
    last = script;
    const own = WRITING_SYSTEMS[script] ?? [script];
    systems = systems ? systems.filter((system) => own.includes(system)) : own;
    if (systems.length === 0) return true;
  }
  return false;
}

/**
 * What is wrong with a new username's characters, or null. Length is the schema's (rules.ts checks it on the
 * name as typed and after NFKC, as Django does). Existing names are never checked again: they keep working.
 */
export function usernameProblem(name: string): string | null {
  if (!USERNAME_PATTERN.test(name)) return USERNAME_MESSAGE;
  if (mixesScripts(name)) return USERNAME_MIXED_SCRIPTS_MESSAGE;
  return null;
}
