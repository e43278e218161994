import { loginSchema, registerSchema } from './entities';
import { MESSAGES, validate } from './rules';
import { mixesScripts, scriptOf, USERNAME_MESSAGE, USERNAME_MIXED_SCRIPTS_MESSAGE, usernameKey, usernameProblem } from './usernames';

const CYRILLIC_A = '\u0430'; // looks like Latin a
const GREEK_O = '\u03BF'; // looks like Latin o

describe('usernameKey: names that differ only in case, width or compatibility form are one name', () => {
  it.each([
    ['Admin', 'admin'],
    ['ADMIN', 'admin'],
    ['ａｄｍｉｎ', 'admin'], // fullwidth
    ['ＡＤＭＩＮ', 'admin'],
    ['ﬀ', 'ff'], // ligature
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['ẞ', 'ss'], // capital sharp s
    ['admın', 'admin'], // Turkish dotless ı: folded to i on purpose (a look-alike of i)
    ['ＫＡＲＩＭ２০২৫', 'karim2025'], // fullwidth digits by NFKC, Bengali digits as Latin
    ['রহিম২', 'রহিম2'],
  ])('%s -> %s', (name, key) => {
    expect(usernameKey(name)).toBe(key);
  });

  it('final and medial sigma are one letter (JavaScript lowercases Σ by its place in the word)', () => {
    const key = usernameKey('όσος');
    for (const name of ['ΌΣΟΣ', 'όσοσ', 'Όσος']) expect(usernameKey(name)).toBe(key);
    expect(usernameKey('οςο')).toBe(usernameKey('οσο'));
  });

  it('keeps İ apart from I, as Unicode case folding does (İ is i with a combining dot)', () => {
    expect(usernameKey('İnci')).toBe('i\u0307nci');
    expect(usernameKey('Inci')).toBe('inci');
  });

  it('composed and decomposed forms are one name (é, Bengali ড়)', () => {
    expect(usernameKey('Ame\u0301lie')).toBe(usernameKey('Amélie'));
    expect(usernameKey('\u09A1\u09BC')).toBe(usernameKey('\u09DC'));
  });

  it('different names stay different', () => {
    expect(usernameKey('rahim')).not.toBe(usernameKey('rahima'));
    expect(usernameKey(`${CYRILLIC_A}dmin`)).not.toBe('admin'); // refused for mixing scripts instead
  });
});

describe('mixesScripts', () => {
  it('Latin, Bengali and others alone do not mix; digits, _ . - @ + and combining marks are neutral', () => {
    for (const name of ['rahim.k-2', 'রহিম', 'রহিম_২০২৫', 'রহিম2005', 'paylaşım', 'Ame\u0301lie', 'user@site+1', 'иван', 'όσος', 'ａｄｍｉｎ', '2025']) {
      expect([name, mixesScripts(name)]).toEqual([name, false]);
    }
  });

  it('Latin with Cyrillic, Greek or Bengali mixes', () => {
    for (const name of [`${CYRILLIC_A}dmin`, `r${GREEK_O}se`, 'rahimরহিম', 'rahim২০', 'иванivan']) {
      expect([name, mixesScripts(name)]).toEqual([name, true]);
    }
  });

  it('scripts customarily written together do not mix (Japanese, Korean), others do', () => {
    expect(mixesScripts('田中さん')).toBe(false); // Han + Hiragana
    expect(mixesScripts('김철수金')).toBe(false); // Hangul + Han
    expect(mixesScripts('さん김')).toBe(true); // Hiragana + Hangul
  });

  it('scriptOf names the script, null for neutral characters', () => {
    expect(scriptOf('a')).toBe('Latin');
    expect(scriptOf('র')).toBe('Bengali');
    expect(scriptOf('২')).toBe('Bengali');
    expect(scriptOf(CYRILLIC_A)).toBe('Cyrillic');
    expect(scriptOf('7')).toBeNull();
    expect(scriptOf('_')).toBeNull();
    expect(scriptOf('\u0301')).toBeNull();
  });
});

describe('usernameProblem and the register schema', () => {
  const register = (username: string) =>
    validate(registerSchema, { username, full_name: 'X', phone: '01700000000', password: 'mango-tree-42', confirm_password: 'mango-tree-42' }).errors;

  it('allows one-script names', () => {
    for (const name of ['rahim.k-2', 'রহিম', 'paylaşım', 'Admin']) expect(register(name)).toBeNull();
  });

  it('refuses a mix of scripts with its own message, in the style of USERNAME_MESSAGE', () => {
    expect(usernameProblem(`${CYRILLIC_A}dmin`)).toBe(USERNAME_MIXED_SCRIPTS_MESSAGE);
    expect(register(`${CYRILLIC_A}dmin`)).toEqual({ username: [USERNAME_MIXED_SCRIPTS_MESSAGE] });
    expect(USERNAME_MIXED_SCRIPTS_MESSAGE).toMatch(/^Enter a valid username\. /);
  });

  it('refuses characters outside Django\'s set, as before', () => {
    expect(register('rahim k')).toEqual({ username: [USERNAME_MESSAGE] });
    expect(register('rahim!')).toEqual({ username: [USERNAME_MESSAGE] });
  });

  it('counts the length as typed and after NFKC (Django normalizes before measuring)', () => {
    expect(register('a'.repeat(150))).toBeNull();
    expect(register('ﬀ'.repeat(75))).toBeNull(); // 150 letters after NFKC
    expect(register('ﬀ'.repeat(76))).toEqual({ username: [MESSAGES.maxLength(150)] });
  });

  it('signing in takes any existing name: the rule is for new names only', () => {
    expect(validate(loginSchema, { username: `${CYRILLIC_A}dmin`, password: 'x' }).errors).toBeNull();
  });
});
