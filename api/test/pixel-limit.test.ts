// One pixel limit for every image the server takes (MAX_IMAGE_PIXELS, 50 megapixels), read from the file's header
// before anything is stored: every image field of the registry (photos, the gallery, the logo and institution
// image, the documents of results, routines and letters), the register picture and the photo ZIP. Past it, a 400
// in the field's wording and nothing stored; within it, the original is stored as uploaded. Images stored before
// the check existed are still refused by sharp, which every call opens with the same limit.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { entryOf, FILE_TYPES, IMAGE_KINDS, MAX_IMAGE_PIXELS, RESOURCE_KEYS } from 'remote_shared/registry';
import { adminAuth, mediaFiles, multipart, startTestApp, type TestContext } from './helpers';
import { blankPng, jpeg, pdf } from './images';

let t: TestContext;
let auth: Record<string, string>;
let classId: number;

type Files = Record<string, { data: Buffer; filename: string; type?: string }>;

async function sendForm(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: Files = {}): Promise<LightMyRequestResponse> {
  const form = await multipart(fields, files);
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
}

const tooLarge = (field: string, width: number, height: number) => ({ [field]: [`The image is too large: ${width} × ${height} pixels, at most 50 megapixels (width × height).`] });

// The pictures: 20000 x 20000 (400 megapixels, the probe's), just under the limit and exactly at it.
const huge = blankPng(20_000, 20_000);
const under = blankPng(7071, 7071); // 49,999,041 pixels
const atLimit = blankPng(10_000, 5000);
const justOver = blankPng(10_000, 5001);

/** What each resource with an image field needs to be made (a required file gets a PDF or a small image first). */
const BASE: Record<string, () => { fields: Record<string, string>; files?: Files }> = {
  institutions: () => ({ fields: { name: 'চন্দ্রপুর সরকারি কলেজ' } }),
  'principal-vice-principal': () => ({ fields: { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম' } }),
  'committee-members': () => ({ fields: { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি' } }),
  gallery: () => ({ fields: { caption: 'বার্ষিক ক্রীড়া' }, files: { image: { data: blankPng(4, 4), filename: 'a.png' } } }),
  teachers: () => ({ fields: { full_name: 'মোছাঃ নাসরিন সুলতানা' } }),
  staff: () => ({ fields: { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' } }),
  students: () => ({ fields: { full_name: 'তানভীর আহমেদ', roll_number: '1', class_name: String(classId), section: 'ক' } }),
  results: () => ({ fields: { year: '2024', category: 'Public', class_name: String(classId), exam_name: 'HSC' }, files: { file: { data: pdf(), filename: 'a.pdf' } } }),
  routines: () => ({ fields: { category: 'Exam', class_name: String(classId) }, files: { file: { data: pdf(), filename: 'a.pdf' } } }),
  acknowledgment: () => ({ fields: { title: 'স্বীকৃতিপত্র', date: '1980-03-01' }, files: { image: { data: pdf(), filename: 'a.pdf' } } }),
};

/** Every file field of the registry that takes an image (an image field, or a document: a PDF or an image). */
const IMAGE_FIELDS = RESOURCE_KEYS.map(entryOf).flatMap((entry) =>
  Object.entries(entry.files ?? {})
    .filter(([, rule]) => FILE_TYPES[rule.type].kinds.some((kind) => IMAGE_KINDS.includes(kind)))
    .map(([field]) => ({ resource: entry.path, field })),
);
const records: Record<string, { id: number } & Record<string, unknown>> = {};

beforeAll(async () => {
  t = await startTestApp();
  auth = await adminAuth(t);
  const made = await t.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'একাদশ' } });
  classId = made.json().id;
  for (const resource of new Set(IMAGE_FIELDS.map((f) => f.resource))) {
    if (!BASE[resource]) throw new Error(`${resource} takes images: add how to make one to BASE`);
    const { fields, files } = BASE[resource]();
    const response = await sendForm('POST', `${resource}/`, fields, files);
    if (response.statusCode !== 201) throw new Error(`${resource}: ${response.statusCode} ${response.body}`);
    records[resource] = response.json();
  }
});
afterAll(() => t.close());

test('the limit is 50 megapixels, and every image field of the registry is checked here', () => {
  expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
  expect(IMAGE_FIELDS.map((f) => `${f.resource} ${f.field}`).sort()).toEqual(
    [
      'acknowledgment image',
      'committee-members photo',
      'gallery image',
      'institutions institution_image',
      'institutions logo',
      'principal-vice-principal photo',
      'results file',
      'routines file',
      'staff photo',
      'students photo',
      'teachers photo',
    ].sort(),
  );
});

test.each(IMAGE_FIELDS)('$resource/ $field: 20000 x 20000 is a 400 naming the field with nothing stored; 7071 x 7071 is stored as uploaded', async ({ resource, field }) => {
  const url = `${resource}/${records[resource].id}/`;
  const before = (await mediaFiles(t.config));
  const refused = await sendForm('PATCH', url, {}, { [field]: { data: huge, filename: 'huge.png', type: 'image/png' } });
  expect([refused.statusCode, refused.json()]).toEqual([400, tooLarge(field, 20_000, 20_000)]);
  expect((await mediaFiles(t.config))).toEqual(before);
  const unchanged = await t.app.inject({ url: `/api/${url}`, headers: auth });
  expect(unchanged.json()[field]).toEqual(records[resource][field]);

  const taken = await sendForm('PATCH', url, {}, { [field]: { data: under, filename: 'photo.png', type: 'image/png' } });
  expect(taken.statusCode).toBe(200);
  const stored = new URL(taken.json()[field] as string).pathname.slice('/media/'.length);
  expect(readFileSync(path.join(t.config.mediaRoot, decodeURIComponent(stored))).equals(under)).toBe(true);
});

test('exactly 50 megapixels is taken, one row more is not; each format is read from its own header', async () => {
  const url = `teachers/${records.teachers.id}/`;
  expect((await sendForm('PATCH', url, {}, { photo: { data: atLimit, filename: 'a.png' } })).statusCode).toBe(200);
  const over = await sendForm('PATCH', url, {}, { photo: { data: justOver, filename: 'b.png' } });
  expect([over.statusCode, over.json()]).toEqual([400, tooLarge('photo', 10_000, 5001)]);

  // A JPEG's frame header, a WebP's canvas (VP8X) and its lossless frame (VP8L).
  const jpegOver = await sendForm('PATCH', url, {}, { photo: { data: jpeg({ width: 10_000, height: 5001 }), filename: 'c.jpg' } });
  expect([jpegOver.statusCode, jpegOver.json()]).toEqual([400, tooLarge('photo', 10_000, 5001)]);
  expect((await sendForm('PATCH', url, {}, { photo: { data: jpeg({ width: 10_000, height: 5000 }), filename: 'd.jpg' } })).statusCode).toBe(200);
  const canvas = await sendForm('PATCH', url, {}, { photo: { data: webpCanvas(20_000, 20_000), filename: 'e.webp' } });
  expect([canvas.statusCode, canvas.json()]).toEqual([400, tooLarge('photo', 20_000, 20_000)]);
  const lossless = await sendForm('PATCH', url, {}, { photo: { data: webpLossless(16_384, 16_384), filename: 'f.webp' } });
  expect([lossless.statusCode, lossless.json()]).toEqual([400, tooLarge('photo', 16_384, 16_384)]);

  // A JPEG without a frame header has no size: it is no image.
  const headless = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]), Buffer.alloc(64, 0x55), Buffer.from([0xff, 0xd9])]);
  const noSize = await sendForm('PATCH', url, {}, { photo: { data: headless, filename: 'g.jpg' } });
  expect([noSize.statusCode, noSize.json()]).toEqual([415, { photo: ['Upload a valid image: JPEG, PNG or WebP.'] }]);
});

test('the register picture: a 400 on profile_picture, no account made, nothing stored', async () => {
  const before = (await mediaFiles(t.config));
  const form = await multipart(
    { username: 'bigpicture', full_name: 'সাকিব হাসান', phone: '01712345678', password: 'mango-tree-42', confirm_password: 'mango-tree-42' },
    { profile_picture: { data: huge, filename: 'me.png', type: 'image/png' } },
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/register/', headers: form.headers, payload: form.payload });
  expect([response.statusCode, response.json()]).toEqual([400, tooLarge('profile_picture', 20_000, 20_000)]);
  expect(await t.app.db.selectFrom('users').select('id').where('username', '=', 'bigpicture').executeTakeFirst()).toBeUndefined();
  expect((await mediaFiles(t.config))).toEqual(before);
});

test("the photo ZIP: the image past the limit is reported by its file, in the photo field's wording", async () => {
  const form = await multipart(
    { match: 'roll', class_name: String(classId), section: 'ক', dry_run: 'true' },
    { file: { data: Buffer.from(zipSync({ '1.png': huge })), filename: 'photos.zip' } },
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/students/photos/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ files: 1, matched: [], errors: [{ file: '1.png', message: tooLarge('photo', 20_000, 20_000).photo[0] }] });
});

test('an image stored before the limit existed is never decoded: no display size is made of it', async () => {
  const relative = 'gallery/0123456789abcdef01234567.png';
  mkdirSync(path.join(t.config.mediaRoot, 'gallery'), { recursive: true });
  writeFileSync(path.join(t.config.mediaRoot, relative), huge);
  expect((await t.app.inject({ url: `/media/${relative}` })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/media/_w/320/${relative}` })).statusCode).toBe(404);
  const small = 'gallery/76543210fedcba9876543210.png';
  writeFileSync(path.join(t.config.mediaRoot, small), blankPng(2000, 1000));
  expect((await t.app.inject({ url: `/media/_w/320/${small}` })).statusCode).toBe(200);
});

function riff(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  const file = Buffer.alloc(12);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(body.length + 4, 4);
  file.write('WEBP', 8, 'latin1');
  return Buffer.concat([file, body]);
}

/** A WebP whose VP8X header gives a `width` x `height` canvas. */
function webpCanvas(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', vp8x);
}

/** A lossless WebP (VP8L) header of `width` x `height`. */
function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(5);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return riff('VP8L', data);
}
