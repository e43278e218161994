// Display-size copies of uploaded images: `/media/_w/<width>/<path>` answers a WebP no wider than asked (nor
// than the original), made once and kept; only a fixed set of widths, only for stored images; deleting the
// record takes its copies with it.
import sharp from 'sharp';
import { addUser, login, mediaFiles, multipart, startTestApp, type TestContext } from './helpers';
import { pdf } from './images';

let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'admin', role: 'Admin' });
  auth = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` };
});
afterAll(() => t.close());

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 44, g: 142, b: 63 } } }).jpeg({ quality: 90 }).toBuffer();
}

async function upload(data: Buffer): Promise<{ id: number; image: string }> {
  const form = await multipart({ caption: 'বার্ষিক ক্রীড়া' }, { image: { data, filename: 'sports.jpg', type: 'image/jpeg' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/gallery/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const variantUrl = (image: string, width: number) => image.replace('/media/', `/media/_w/${width}/`);

test('answers a WebP of the asked width, cached for a year, and the same file the second time', async () => {
  const item = await upload(await photo(1600, 900));
  const response = await get(variantUrl(item.image, 480));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 270 });
  expect(response.rawPayload.length).toBeLessThan((await get(item.image)).rawPayload.length);
  expect((await get(variantUrl(item.image, 480))).rawPayload.equals(response.rawPayload)).toBe(true);
  // The original is untouched.
  expect((await sharp((await get(item.image)).rawPayload).metadata()).width).toBe(1600);
});

test('never enlarges: a small original keeps its own width', async () => {
  const item = await upload(await photo(200, 100));
  const { width } = await sharp((await get(variantUrl(item.image, 960))).rawPayload).metadata();
  expect(width).toBe(200);
});

test('answers 404 for a width outside the set, a missing or non-image file, and paths outside the uploads', async () => {
  const item = await upload(await photo(400, 300));
  expect((await get(variantUrl(item.image, 333))).statusCode).toBe(404);
  expect((await get(variantUrl(item.image, 99999))).statusCode).toBe(404);
  expect((await get('/media/_w/320/gallery/missing.jpg')).statusCode).toBe(404);
  expect((await get('/media/_w/320/../../etc/passwd')).statusCode).toBe(404);
  expect((await get('/media/_w/320/.variants/320/x.jpg')).statusCode).toBe(404);
  const notice = await multipart({ title: 'পরীক্ষার সময়সূচি' }, { pdf_file: { data: pdf(), filename: 'routine.pdf', type: 'application/pdf' } });
  const created = await t.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...notice.headers }, payload: notice.payload });
  expect((await get(variantUrl(created.json().pdf_file.replace(/\.pdf$/, '.jpg'), 320))).statusCode).toBe(404);
  const body = (await get(variantUrl(item.image, 333))).json();
  expect(body).toEqual({ detail: 'Not found.' });
});

test('a deleted record takes its display copies with it', async () => {
  const item = await upload(await photo(800, 600));
  expect((await get(variantUrl(item.image, 320))).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/${item.id}/`, headers: auth })).statusCode).toBe(204);
  expect((await get(variantUrl(item.image, 320))).statusCode).toBe(404);
  expect((await mediaFiles(t.config)).filter((key) => key.startsWith('.variants/') && key.includes(item.image.split('/').pop()!))).toEqual([]);
});
