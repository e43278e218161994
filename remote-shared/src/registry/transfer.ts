// Import and export of the dashboard's lists, described once: which resources take a spreadsheet, its columns (the
// API's field names, exactly what an export writes and a template holds), the limits of a file, the messages of
// an import (English, as the API answers them; the dashboard shows them in Bengali) and the shapes of the answers.
// The server reads and writes files by these (api/src/transfer/), the dashboard its import and export screens.
import type { Schema } from '../schemas/rules';
import { MB } from './files';
import { entryOf, REGISTRY, RESOURCE_KEYS, type ResourceKey } from './resources';

/** The resources a spreadsheet can bring in: `POST <path>/import/`, `GET <path>/import/template/`. */
export const IMPORTABLE = ['students', 'teachers', 'staff'] as const;
export type ImportableKey = (typeof IMPORTABLE)[number];

export function isImportable(key: ResourceKey): key is ImportableKey {
  return (IMPORTABLE as readonly string[]).includes(key);
}

/** The file formats of an export and a template (`?format=`). */
export const TRANSFER_FORMATS = ['csv', 'xlsx'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/**
 * The columns of an import, in order: the template's header row and the first columns of an export. Each is an API
 * field of the resource's schema, except students' `class_name`, which holds the class's NAME (`একাদশ`), not its
 * id: a spreadsheet is written by people. Teachers' `teacher_intro` (another name for `profile`) is left out.
 */
export const IMPORT_COLUMNS: Readonly<Record<ImportableKey, readonly string[]>> = {
  students: [
    'full_name',
    'roll_number',
    'class_name',
    'section',
    'gender',
    'date_of_birth',
    'address',
    'guardian_name',
    'guardian_contact',
    'contact_email',
    'contact_phone',
    'digital_id_code',
  ],
  teachers: ['full_name', 'designation', 'subject', 'contact_phone', 'contact_email', 'profile'],
  staff: ['full_name', 'designation', 'contact_phone', 'contact_email', 'profile'],
};

/**
 * The columns an export of an importable resource writes after its import columns. An import takes them and
 * ignores them, so an export re-imports unchanged (a new record gets its own id, times and no photo: photos come
 * through `students/photos/`).
 */
export const EXPORT_ONLY_COLUMNS: readonly string[] = ['id', 'photo', 'created_at', 'updated_at'];

/** Columns whose cells are text that looks like a number (leading zeros, long digit runs): kept as text in XLSX. */
export const TEXT_COLUMNS: ReadonlySet<string> = new Set([
  'roll_number',
  'digital_id_code',
  'contact_phone',
  'guardian_contact',
  'phone',
  'grs_officer_phone',
  'rti_officer_phone',
  'eiin',
  'college_code',
  'address_code',
  'government_approval_number',
  'section',
]);

/**
 * Fields typed in Bengali by people, where text in the legacy Bijoy (SutonnyMJ) ASCII encoding shows up: such a
 * cell is reported, never imported. (Names may also be written in English; only Bijoy's patterns are refused.)
 */
export const BENGALI_TEXT_COLUMNS: Readonly<Record<ImportableKey, readonly string[]>> = {
  students: ['full_name', 'section', 'address', 'guardian_name'],
  teachers: ['full_name', 'designation', 'subject', 'profile'],
  staff: ['full_name', 'designation', 'profile'],
};

/** The columns an import needs: the schema's required fields. */
export function requiredImportColumns(key: ImportableKey): string[] {
  const schema: Schema = REGISTRY[key].schema;
  return IMPORT_COLUMNS[key].filter((column) => schema[column]?.required);
}

/** The largest file an import reads, the most rows it takes. */
export const IMPORT_MAX_BYTES = 10 * MB;
export const IMPORT_MAX_ROWS = 10_000;
/**
 * What the parts of an XLSX may unpack to, in all. Measured: 10,000 students with realistic values unpack to
 * 8.4 MB, and with every one of the 16 columns of an export at its longest (150-character names, 500-character
 * addresses, in Bengali) to 29.3 MB; this leaves a third more for other spreadsheet programs' extra markup.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 40 * MB;

/** A ZIP of photos: its size, how many entries it may hold, how much they may unpack to (zip bombs). */
export const PHOTO_ZIP_MAX_BYTES = 100 * MB;
export const PHOTO_ZIP_MAX_FILES = 2_000;
export const PHOTO_ZIP_MAX_UNPACKED_BYTES = 300 * MB;
/** How the images of a photo ZIP are named: `<roll>.<ext>` within a class and section, or `<digital_id_code>.<ext>`. */
export const PHOTO_MATCHES = ['roll', 'digital_id_code'] as const;
export type PhotoMatch = (typeof PHOTO_MATCHES)[number];

/**
 * What an import says, in English with `{name}` placeholders (fillMessage). The dashboard finds the template of an
 * answer's message with readMessage and shows its own Bengali text. Field rules answer the shared schema's
 * MESSAGES (schemas/rules.ts), as the forms do.
 */
export const IMPORT_MESSAGES = {
  // The file (400 `{"file": [message]}`).
  noFile: 'No file was submitted.',
  unreadable: 'The file could not be read. Upload a CSV file (UTF-8 or UTF-16 "Unicode Text") or an Excel XLSX file.',
  empty: 'The file has no rows to import.',
  missingColumns: 'Missing required columns: {columns}.',
  unknownColumns: 'Unknown columns: {columns}. Use the column names of the template.',
  repeatedColumns: 'Columns given more than once: {columns}.',
  tooManyRows: 'The file has more than {max} rows. Split it into smaller files.',
  tooLarge: 'The file is too large: at most {mb} MB.',
  unpackedTooLarge: 'The spreadsheet unpacks to more than {mb} MB. Split it into smaller files.',
  // A row (`{row, field, message}`).
  duplicateInFile: 'The same as row {row} of this file.',
  duplicateInDatabase: 'Already taken by an existing record.',
  unknownClass: 'No class is named "{value}".',
  legacyText: 'This text is in the old Bijoy (SutonnyMJ) encoding, not Unicode. Convert it to Unicode Bengali and import again.',
  // The answer of a real import with errors (400 `detail`).
  nothingImported: 'Nothing was imported. Rows with errors: {count}.',
  // A ZIP of photos (`{"file": [message]}`, or `{file, message}` per image).
  zipUnreadable: 'The file is not a ZIP archive that can be read.',
  zipEmpty: 'The ZIP holds no images.',
  zipTooManyFiles: 'The ZIP holds more than {max} files.',
  zipTooLarge: 'The files in the ZIP unpack to more than {mb} MB.',
  photoName: 'The file name must be a roll number or a digital ID, then .jpg, .jpeg, .png or .webp.',
  photoTooLarge: 'The picture is too large: at most {mb} MB.',
  noStudentWithRoll: 'No student has roll number {value} in this class and section.',
  noStudentWithCode: 'No student has the digital ID {value}.',
  samePhotoStudent: 'Another file is for the same student: {file}.',
  photosNotImported: 'Nothing was imported. Files with errors: {count}.',
} as const;
export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;

/** A message template with its placeholders filled: fillMessage(IMPORT_MESSAGES.duplicateInFile, {row: 4}). */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const messagePatterns = (Object.keys(IMPORT_MESSAGES) as ImportMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = IMPORT_MESSAGES[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]);
      return '(.*?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** Which import message `text` is, with its placeholders' values (to show it in another language); null for any other. */
export function readMessage(text: string): { key: ImportMessageKey; values: Record<string, string> } | null {
  for (const { key, names, pattern } of messagePatterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/**
 * What each import column holds, in Bengali: the template's second sheet and the import screen's help. Allowed
 * values are named where a column has them.
 */
export const COLUMN_HELP: Readonly<Record<string, string>> = {
  full_name: 'পূর্ণ নাম (আবশ্যক), ইউনিকোড বাংলায় বা ইংরেজিতে; বিজয়/সুতনীএমজে লেখা নেওয়া হয় না',
  roll_number: 'রোল নম্বর (আবশ্যক), বাংলা বা ইংরেজি অঙ্কে; শুরুর শূন্য থাকে (০০৪৫); একই শ্রেণি ও শাখায় একবারই',
  class_name: 'শ্রেণির নাম (আবশ্যক), ড্যাশবোর্ডের শ্রেণি তালিকায় যেমন লেখা (যেমন একাদশ)',
  section: 'শাখা (ঐচ্ছিক), যেমন ক বা বিজ্ঞান',
  gender: 'লিঙ্গ (ঐচ্ছিক): male (ছাত্র), female (ছাত্রী) বা other (অন্যান্য)',
  date_of_birth: 'জন্মতারিখ (ঐচ্ছিক), YYYY-MM-DD আকারে, যেমন 2008-01-31',
  address: 'ঠিকানা (ঐচ্ছিক), সর্বোচ্চ ৫০০ অক্ষর',
  guardian_name: 'অভিভাবকের নাম (ঐচ্ছিক)',
  guardian_contact: 'অভিভাবকের ফোন (ঐচ্ছিক), যেকোনো ফোন নম্বর',
  contact_email: 'ইমেইল (ঐচ্ছিক)',
  contact_phone: 'মোবাইল নম্বর (ঐচ্ছিক)',
  digital_id_code: 'ডিজিটাল আইডি (ঐচ্ছিক); খালি থাকলে নিজে থেকে তৈরি হয়; প্রতিটি আলাদা',
  designation: 'পদবি',
  subject: 'বিষয় (ঐচ্ছিক)',
  profile: 'পরিচিতি (ঐচ্ছিক), সর্বোচ্চ ৫০০০ অক্ষর',
};

/** The Bengali help of a column of `key`, with whether it is required (the template's second sheet). */
export function columnHelp(key: ImportableKey, column: string): string {
  const schema: Schema = REGISTRY[key].schema;
  const phone = schema[column]?.kind === 'phone' ? '১১ অঙ্কের মোবাইল নম্বর (01XXXXXXXXX), বাংলা বা ইংরেজি অঙ্কে' : null;
  const base = phone ?? COLUMN_HELP[column] ?? column;
  return column === 'designation' ? `${base} (${schema.designation?.required ? 'আবশ্যক' : 'ঐচ্ছিক'})` : base;
}

/** The resources whose lists can be exported: every list of the registry. */
export const EXPORTABLE: readonly ResourceKey[] = RESOURCE_KEYS.filter((key) => entryOf(key).operations?.includes('list') ?? true);

/** `students/import/`, relative to /api/. */
export function importUrl(key: ImportableKey): string {
  return `${REGISTRY[key].path}/import/`;
}

/** `students/import/template/?format=xlsx`, relative to /api/. */
export function templateUrl(key: ImportableKey, format: TransferFormat): string {
  return `${REGISTRY[key].path}/import/template/?format=${format}`;
}

/** `students/export/?format=csv&class_name=3`, relative to /api/: the list's query (search, filters) kept. */
export function exportUrl(key: ResourceKey, format: TransferFormat, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && name !== 'page' && name !== 'page_size' && name !== 'format') params.set(name, value);
  }
  params.set('format', format);
  return `${REGISTRY[key].path}/export/?${params.toString()}`;
}

/** The photos of many students in one ZIP, relative to /api/. */
export const PHOTOS_IMPORT_URL = 'students/photos/';

/** An export's file name: `students-2026-11-23.csv` (the resource's path and the day). */
export function exportFileName(key: ResourceKey, day: string, format: TransferFormat): string {
  return `${REGISTRY[key].path}-${day}.${format}`;
}

/** A template's file name: `students-template.xlsx`. */
export function templateFileName(key: ImportableKey, format: TransferFormat): string {
  return `${REGISTRY[key].path}-template.${format}`;
}

// ---- Answers.

/** One problem of one row: its spreadsheet row (the header is row 1, the first data row 2), its column, what is wrong. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** `POST <path>/import/` with dry_run=true (200): nothing stored. */
export interface ImportDryRun {
  dry_run: true;
  /** Data rows read from the file. */
  rows: number;
  /** Rows that would be created (the rows without errors). */
  create: number;
  /** Sorted by row, then by the order of the import columns. */
  errors: ImportRowError[];
}

/** A real import that stored every row (201). */
export interface ImportDone {
  dry_run: false;
  rows: number;
  created: number;
  errors: [];
}

/** A real import refused for its rows' errors (400): nothing stored. */
export interface ImportFailed {
  detail: string;
  rows: number;
  created: 0;
  errors: ImportRowError[];
}

export type ImportReport = ImportDryRun | ImportDone | ImportFailed;

/** A photo matched to its student. */
export interface PhotoMatched {
  file: string;
  id: number;
  full_name: string;
}

/** A file of the ZIP that cannot be used. */
export interface PhotoError {
  file: string;
  message: string;
}

/** `POST students/photos/` with dry_run=true (200). */
export interface PhotoDryRun {
  dry_run: true;
  /** Image files considered (folders, __MACOSX and dotfiles left out). */
  files: number;
  matched: PhotoMatched[];
  errors: PhotoError[];
}

/** A real photo import that replaced every matched student's photo (201). */
export interface PhotoDone {
  dry_run: false;
  files: number;
  updated: number;
  matched: PhotoMatched[];
  errors: [];
}

/** A real photo import refused (400): nothing changed. */
export interface PhotoFailed {
  detail: string;
  files: number;
  updated: 0;
  matched: PhotoMatched[];
  errors: PhotoError[];
}

export type PhotoImportReport = PhotoDryRun | PhotoDone | PhotoFailed;
