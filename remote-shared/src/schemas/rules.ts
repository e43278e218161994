// The validation rules of the product, written once: the dashboard and public forms check with them before
// sending, and the API server enforces exactly the same rules (it imports this file at build time).
// Messages follow Django REST Framework's wording, because clients written for the original server read them.
import { usernameProblem } from './usernames';

/**
 * `phone` is an 11-digit mobile number; `tel` any telephone number (office lines, free text in a few digits and
 * + - ( ) / , . and spaces). Both are stored with Bengali digits turned into Latin digits. `username` is a new
 * username (usernames.ts): Django's characters, one script, its length also counted after NFKC. `digits` is a
 * number kept as text (an EIIN): digits only, Bengali ones stored as Latin, leading zeros kept. `boolean` is a
 * yes or no (a contact message read), taken as DRF's BooleanField takes it and stored as 1 or 0.
 */
export type FieldKind = 'string' | 'text' | 'email' | 'phone' | 'tel' | 'date' | 'time' | 'integer' | 'digits' | 'choice' | 'password' | 'username' | 'boolean';

export interface FieldRule {
  kind: FieldKind;
  required?: boolean;
  /** Longest accepted text (characters, after trimming). */
  maxLength?: number;
  /** Shortest accepted text (characters), for passwords. */
  minLength?: number;
  /** Allowed values for `choice`. */
  choices?: readonly string[];
  /** Smallest accepted value for `integer` (at least INTEGER_MIN). */
  min?: number;
  /** Largest accepted value for `integer` (at most INTEGER_MAX). */
  max?: number;
  /** Text stored with Bengali digits turned into Latin digits (a roll number: `০০৪৫` is stored as `0045`). */
  latinDigits?: boolean;
  /** How each of the `choices` reads to a user (Bengali): the dashboard's select and column, the public pages. */
  labels?: Readonly<Record<string, string>>;
  /**
   * For a `date`: the date field of the same record it may not come before (an event's end and its start). The
   * forms check it when both are given; the server on the record as it will be (a PATCH of one of them too).
   */
  notBefore?: string;
}

/** The range of the database's integer columns (PostgreSQL `integer`), which every `integer` field keeps to. */
export const INTEGER_MIN = -2147483648;
export const INTEGER_MAX = 2147483647;

export type Schema = Record<string, FieldRule>;

/**
 * The value a field of `rule` holds once validated, as the API answers it and the database keeps it: a number for
 * `integer`, one of the `choices` for `choice`, a yes or no for `boolean`, text for every other kind. The server's
 * answer types (registry/answers.ts) and the tables' row types (api/src/db/schema.ts) are made from it, so a field
 * added to a schema is typed everywhere it is read.
 */
export type ValueOf<R extends FieldRule> = R extends { kind: 'integer' }
  ? number
  : R extends { kind: 'boolean' }
    ? boolean
    : R extends { kind: 'choice'; choices: readonly (infer C)[] }
      ? C
      : string;

/** A field's value, or null when the field is optional (never given, or cleared by an empty string). */
export type StoredValueOf<R extends FieldRule> = R extends { required: true } ? ValueOf<R> : ValueOf<R> | null;

/** The values of a schema's fields, as validated and kept: each field's StoredValueOf. */
export type ValuesOf<S extends Schema> = { -readonly [K in keyof S]: StoredValueOf<S[K]> };
export type FieldErrors = Record<string, string[]>;
export type Values = Record<string, string | number | null>;

export const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  email: 'Enter a valid email address.',
  phone: 'Enter an 11-digit mobile number (01XXXXXXXXX).',
  tel: 'Enter a valid phone number.',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  time: 'Time has wrong format. Use one of these formats instead: hh:mm.',
  integer: 'A valid integer is required.',
  digits: 'Enter only digits.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  minLength: (n: number) => `Ensure this field has at least ${n} characters.`,
  minValue: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  maxValue: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  nullCharacter: 'Null characters are not allowed.',
  choice: (value: string) => `"${value}" is not a valid choice.`,
  boolean: 'Must be a valid boolean.',
  notBefore: (field: string) => `Ensure this date is not before ${field}.`,
  notNull: 'This field may not be null.',
} as const;

const BENGALI_ZERO = 0x09e6;

/** Turns Bengali digits (০-৯) into Latin digits (0-9); everything else is kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/** Turns Latin digits into Bengali digits, for display. */
export function toBengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}

// The same pattern browsers use for <input type="email">, so the form and the server agree.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** An 11-digit mobile number, in Bengali or Latin digits (spaces and dashes between digits allowed). */
export function normalizePhone(text: string): string | null {
  const digits = toLatinDigits(text).replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** Any telephone number: Latin digits, at least three of them, and only + - ( ) / , . and spaces besides. */
export function normalizeTel(text: string): string | null {
  const latin = toLatinDigits(text).trim().replace(/\s+/g, ' ');
  return /^[\d+()\-/,. ]+$/.test(latin) && (latin.match(/\d/g)?.length ?? 0) >= 3 ? latin : null;
}

function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Accepts HH:MM or HH:MM:SS (what <input type="time"> may send) and answers HH:MM. */
export function normalizeTime(text: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(text);
  return m ? `${m[1]}:${m[2]}` : null;
}

/** Text with a NUL character, which no database text column takes: refused (DRF's ProhibitNullCharactersValidator). */
export function hasNullCharacter(text: string): boolean {
  return text.includes('\u0000');
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The same schema with `fields` required: a form that asks for more than the API insists on. */
export function requiring<S extends Schema>(schema: S, fields: readonly (keyof S & string)[]): S {
  const out: Schema = { ...schema };
  for (const field of fields) out[field] = { ...schema[field], required: true };
  return out as S;
}

export interface ValidateOptions {
  /** PATCH: only the fields present are checked; required fields may be absent. */
  partial?: boolean;
}

export interface ValidationResult {
  /** Clean values of the fields that were given (trimmed, digits normalized); absent fields are left out. */
  values: Values;
  /** DRF-style errors, or null when the input is valid. */
  errors: FieldErrors | null;
}

/**
 * Checks `input` against `schema`. Unknown fields are ignored. An optional field given as an empty string
 * becomes null (cleared), so a form can clear a value.
 */
export function validate(schema: Schema, input: Record<string, unknown>, options: ValidateOptions = {}): ValidationResult {
  const values: Values = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(schema)) {
    const present = Object.prototype.hasOwnProperty.call(input, field) && input[field] !== undefined;
    const raw = input[field];
    if (!present) {
      if (rule.required && !options.partial) errors[field] = [MESSAGES.required];
      continue;
    }
    if (rule.kind === 'boolean') {
      const flag = booleanValue(raw);
      if (flag === null) errors[field] = [raw === null ? MESSAGES.notNull : MESSAGES.boolean];
      else values[field] = flag ? 1 : 0;
      continue;
    }
    if (isEmptyValue(raw)) {
      if (rule.required) errors[field] = [raw === null ? MESSAGES.notNull : MESSAGES.blank];
      else values[field] = null;
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      errors[field] = ['Not a valid string.'];
      continue;
    }
    const trimmed = rule.kind === 'password' ? String(raw) : String(raw).trim();
    const text = rule.latinDigits ? toLatinDigits(trimmed) : trimmed;
    const problem = checkValue(rule, text);
    if (typeof problem === 'string') errors[field] = [problem];
    else values[field] = problem.value;
  }
  for (const [field, messages] of Object.entries(orderProblems(schema, values))) errors[field] ??= messages;
  return { values, errors: Object.keys(errors).length ? errors : null };
}

/**
 * The `notBefore` rules of a schema over a record's values: a date before the one it may not precede is refused
 * on its own field. Dates not both given are not compared (YYYY-MM-DD compares as text).
 */
export function orderProblems(schema: Schema, record: Readonly<Record<string, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(schema)) {
    if (!rule.notBefore) continue;
    const [value, other] = [record[field], record[rule.notBefore]];
    if (typeof value === 'string' && typeof other === 'string' && value < other) errors[field] = [MESSAGES.notBefore(rule.notBefore)];
  }
  return errors;
}

// DRF's BooleanField: JSON true/false, and the words a form or a query string sends.
const TRUE_WORDS = new Set(['true', 'yes', 'on', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', 'n', '0']);

/** A yes or no as DRF's BooleanField reads it (`true`, `"1"`, `"on"`, …), or null for anything else. */
export function booleanValue(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 0) return raw === 1;
  if (typeof raw !== 'string') return null;
  const word = raw.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
}

const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['string', 'text', 'email', 'phone', 'tel', 'digits', 'password', 'username']);

function checkValue(rule: FieldRule, text: string): string | { value: string | number } {
  // Text fields (DRF's CharField and its kinds) refuse NUL; a number, a choice, a date or a time is simply not valid.
  if (TEXT_KINDS.has(rule.kind) && hasNullCharacter(text)) return MESSAGES.nullCharacter;
  // Characters as people and databases count them (code points), not UTF-16 units: an emoji is one.
  const length = rule.maxLength !== undefined || rule.minLength !== undefined ? [...text].length : 0;
  if (rule.maxLength !== undefined && length > rule.maxLength) return MESSAGES.maxLength(rule.maxLength);
  if (rule.minLength !== undefined && length < rule.minLength) return MESSAGES.minLength(rule.minLength);
  switch (rule.kind) {
    case 'email':
      return isEmail(text) ? { value: text } : MESSAGES.email;
    case 'phone': {
      const phone = normalizePhone(text);
      return phone ? { value: phone } : MESSAGES.phone;
    }
    case 'tel': {
      const tel = normalizeTel(text);
      return tel ? { value: tel } : MESSAGES.tel;
    }
    case 'date':
      return isRealDate(text) ? { value: text } : MESSAGES.date;
    case 'time': {
      const time = normalizeTime(text);
      return time ? { value: time } : MESSAGES.time;
    }
    case 'integer': {
      const latin = toLatinDigits(text);
      if (!/^-?\d+$/.test(latin)) return MESSAGES.integer;
      const n = Number(latin);
      const min = Math.max(rule.min ?? INTEGER_MIN, INTEGER_MIN);
      const max = Math.min(rule.max ?? INTEGER_MAX, INTEGER_MAX);
      if (n < min) return MESSAGES.minValue(min);
      if (n > max) return MESSAGES.maxValue(max);
      return { value: n };
    }
    case 'digits': {
      const latin = toLatinDigits(text);
      return /^\d+$/.test(latin) ? { value: latin } : MESSAGES.digits;
    }
    case 'choice':
      return rule.choices?.includes(text) ? { value: text } : MESSAGES.choice(text);
    case 'username': {
      const problem = usernameProblem(text);
      if (problem) return problem;
      // Django measures the NFKC form: one ligature typed may be several letters stored and compared.
      if (rule.maxLength !== undefined && [...text.normalize('NFKC')].length > rule.maxLength) return MESSAGES.maxLength(rule.maxLength);
      return { value: text };
    }
    default:
      return { value: text };
  }
}
