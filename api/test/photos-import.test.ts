// Students' photos from a ZIP (POST students/photos/): images named by roll within a class and section, or by
// digital_id_code; folders, __MACOSX and dotfiles skipped; every image checked like an upload (a non-image is
// refused by its content); a dry run stores nothing; a real import sets all or none, replaces and removes the old
// photos, and leaves no file behind when it fails; zip bombs (a lying size, too many entries) are refused (the
// memory and time they cost: zip-bombs.test.ts).
import { zipSync } from 'fflate';
import { fillMessage, IMPORT_MESSAGES, PHOTO_ZIP_MAX_FILES } from 'remote_shared/transfer';
import { MESSAGES } from 'remote_shared/schemas';
import { mediaFiles, type TestContext } from './helpers';
import { jpeg, png, webp } from './images';
import { startCollege, upload } from './transfer';

let t: TestContext;
let admin: Record<string, string>;
let eleven: number;
const ids: Record<string, number> = {};
const NOT_IMAGE = 'Upload a valid image: JPEG, PNG or WebP.';

type ZipEntries = Record<string, Uint8Array>;
const zip = (entries: ZipEntries) => Buffer.from(zipSync(entries));

function send(data: Buffer, fields: Record<string, string>) {
  return upload(t.app, '/api/students/photos/', admin, data, fields, 'photos.zip');
}
const byRoll = (data: Buffer, dryRun: boolean) => send(data, { match: 'roll', class_name: String(eleven), section: 'ক', dry_run: String(dryRun) });

async function photoOf(id: number): Promise<string | null> {
  return (await t.app.db.selectFrom('students').select('photo').where('id', '=', id).executeTakeFirstOrThrow()).photo;
}

beforeAll(async () => {
  ({ t, admin, classes: { একাদশ: eleven } } = await startCollege(['একাদশ']));
  const students: [string, string, string, string?][] = [
    ['রহিম', '1', 'ক'],
    ['করিম', '2', 'ক'],
    ['সালমা', '3', 'ক'],
    ['অন্য শাখা', '1', 'খ', 'DID-OTHER-7'],
  ];
  for (const [full_name, roll_number, section, digital_id_code] of students) {
    const response = await t.app.inject({ method: 'POST', url: '/api/students/', headers: admin, payload: { full_name, roll_number, class_name: eleven, section, digital_id_code } });
    ids[`${section}${roll_number}`] = response.json().id;
  }
});
afterAll(() => t.close());

test('by roll: a dry run matches and stores nothing; the import sets every photo, and a second replaces and removes the first', async () => {
  const data = zip({
    '1.jpg': jpeg(),
    'photos/০০২.PNG': png(), // Bengali digits and leading zeros: roll 2
    '__MACOSX/photos/._1.jpg': new Uint8Array([0, 5, 22, 7]),
    '.DS_Store': new Uint8Array([0, 0, 0, 1]),
  });
  const dry = await byRoll(data, true);
  expect([dry.statusCode, dry.json()]).toEqual([
    200,
    {
      dry_run: true,
      files: 2,
      matched: [
        { file: '1.jpg', id: ids['ক1'], full_name: 'রহিম' },
        { file: 'photos/০০২.PNG', id: ids['ক2'], full_name: 'করিম' },
      ],
      errors: [],
    },
  ]);
  expect((await mediaFiles(t.config))).toEqual([]);
  expect(await photoOf(ids['ক1'])).toBeNull();

  const real = await byRoll(data, false);
  expect(real.statusCode).toBe(201);
  expect(real.json()).toMatchObject({ dry_run: false, files: 2, updated: 2, errors: [] });
  const first = await photoOf(ids['ক1']);
  expect(first).toMatch(/^students\/[0-9a-f]{24}\.jpg$/);
  expect(await photoOf(ids['ক2'])).toMatch(/^students\/[0-9a-f]{24}\.png$/);
  expect((await mediaFiles(t.config))).toHaveLength(2);
  const answer = await t.app.inject({ url: `/api/students/${ids['ক1']}/`, headers: admin });
  expect(answer.json().photo).toBe(`http://localhost:80/media/${first}`);
  const entries = await t.app.db.selectFrom('audit_entries').select(['action', 'record_id', 'changes']).where('resource', '=', 'students').where('action', '=', 'update').execute();
  expect(entries.map((e) => e.record_id).sort()).toEqual([ids['ক1'], ids['ক2']].sort());

  const again = await byRoll(zip({ '1.webp': webp() }), false);
  expect(again.statusCode).toBe(201);
  expect(await photoOf(ids['ক1'])).toMatch(/\.webp$/);
  expect((await mediaFiles(t.config))).not.toContain(first);
  expect((await mediaFiles(t.config))).toHaveLength(2);
});

test('by digital_id_code, in any class and section', async () => {
  const response = await send(zip({ 'DID-OTHER-7.jpg': jpeg() }), { match: 'digital_id_code', dry_run: 'true' });
  expect(response.json()).toEqual({ dry_run: true, files: 1, matched: [{ file: 'DID-OTHER-7.jpg', id: ids['খ1'], full_name: 'অন্য শাখা' }], errors: [] });
});

test('a non-image, an unknown roll, a bad name and two files for one student: reported, and nothing imported', async () => {
  const before = (await mediaFiles(t.config));
  const data = zip({
    '3.jpg': new TextEncoder().encode('not a picture at all'),
    '99.jpg': jpeg(),
    'notes.txt': new TextEncoder().encode('hello'),
    '2.jpg': jpeg(),
    '02.png': png(),
  });
  const response = await byRoll(data, false);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    detail: fillMessage(IMPORT_MESSAGES.photosNotImported, { count: 4 }),
    files: 5,
    updated: 0,
    matched: [{ file: '2.jpg', id: ids['ক2'], full_name: 'করিম' }],
    errors: [
      { file: '3.jpg', message: NOT_IMAGE },
      { file: 'notes.txt', message: IMPORT_MESSAGES.photoName },
      { file: '99.jpg', message: fillMessage(IMPORT_MESSAGES.noStudentWithRoll, { value: '99' }) },
      { file: '02.png', message: fillMessage(IMPORT_MESSAGES.samePhotoStudent, { file: '2.jpg' }) },
    ],
  });
  expect((await mediaFiles(t.config))).toEqual(before);
  const unknownCode = await send(zip({ 'NOPE.jpg': jpeg() }), { match: 'digital_id_code' });
  expect(unknownCode.json().errors).toEqual([{ file: 'NOPE.jpg', message: fillMessage(IMPORT_MESSAGES.noStudentWithCode, { value: 'NOPE' }) }]);
});

/** A ZIP whose one entry says it unpacks to 100 bytes (local header and central directory) and unpacks to `size`. */
function lyingZip(size: number): Buffer {
  const data = zip({ '1.jpg': new Uint8Array(size) });
  for (let at = 0; at < data.length - 4; at++) {
    const signature = data.readUInt32LE(at);
    if (signature === 0x04034b50) data.writeUInt32LE(100, at + 22);
    if (signature === 0x02014b50) data.writeUInt32LE(100, at + 24);
  }
  return data;
}

test('zip bombs: a size that lies refuses the archive, a file declared too large is not unpacked, too many entries refuse the archive', async () => {
  const lying = await byRoll(lyingZip(8 * 1024 * 1024), true);
  expect([lying.statusCode, lying.json()]).toEqual([400, { file: [IMPORT_MESSAGES.zipUnreadable] }]);
  const large = await byRoll(zip({ '1.jpg': new Uint8Array(3 * 1024 * 1024) }), true);
  expect(large.json().errors).toEqual([{ file: '1.jpg', message: fillMessage(IMPORT_MESSAGES.photoTooLarge, { mb: 2 }) }]);

  const many: ZipEntries = {};
  for (let i = 0; i <= PHOTO_ZIP_MAX_FILES; i++) many[`.hidden-${i}`] = new Uint8Array(1);
  const crowded = await byRoll(zip(many), true);
  expect([crowded.statusCode, crowded.json()]).toEqual([400, { file: [fillMessage(IMPORT_MESSAGES.zipTooManyFiles, { max: PHOTO_ZIP_MAX_FILES.toLocaleString('en-US') })] }]);
});

test('the request: a ZIP, a match, and for rolls an existing class and a section', async () => {
  const fileError = async (data: Buffer, message: string) => {
    const response = await byRoll(data, true);
    expect([response.statusCode, response.json()]).toEqual([400, { file: [message] }]);
  };
  await fileError(jpeg(), IMPORT_MESSAGES.zipUnreadable);
  await fileError(zip({ '__MACOSX/._a.jpg': new Uint8Array(2), 'folder/.keep': new Uint8Array(0) }), IMPORT_MESSAGES.zipEmpty);
  const zipped = zip({ '1.jpg': jpeg() });
  const noMatch = await send(zipped, {});
  expect([noMatch.statusCode, noMatch.json()]).toEqual([400, { match: [MESSAGES.required] }]);
  const noClass = await send(zipped, { match: 'roll' });
  expect([noClass.statusCode, noClass.json()]).toEqual([400, { class_name: [MESSAGES.required], section: [MESSAGES.required] }]);
  const missingClass = await send(zipped, { match: 'roll', class_name: '999', section: 'ক' });
  expect([missingClass.statusCode, missingClass.json()]).toEqual([400, { class_name: ['Invalid pk "999" - object does not exist.'] }]);
  expect((await upload(t.app, '/api/students/photos/', {}, zipped, { match: 'digital_id_code' })).statusCode).toBe(401);
});
