// The web app manifest and its icons: named after the institution (else "কলেজ"), icons drawn from its logo
// (else the site's crest) at the sizes the manifest lists, kept per logo and redrawn for a new one.
import sharp from 'sharp';
import { addUser, login, multipart, startTestApp, type TestContext } from './helpers';

let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'admin', role: 'Admin' });
  auth = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifest(): Promise<Manifest> {
  const response = await get('/manifest.webmanifest');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return JSON.parse(response.body) as Manifest;
}

/** The icon as sharp reads it, with the colour of one pixel. */
async function icon(src: string, at: [number, number]) {
  const response = await get(src);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const image = sharp(response.rawPayload);
  const { format, width, height, isPalette } = await image.metadata();
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (at[1] * info.width + at[0]) * 4;
  return { format, width, height, isPalette, pixel: [...data.subarray(offset, offset + 4)], body: response.rawPayload };
}

const near = (pixel: number[], rgba: number[]) => pixel.every((value, i) => Math.abs(value - rgba[i]) <= 8);
const GREEN = [0x1f, 0x7a, 0x34, 255];

test('without an institution: the site is "কলেজ", installable in Bengali from /, with three icons', async () => {
  const m = await manifest();
  expect(m).toMatchObject({
    name: 'কলেজ',
    short_name: 'কলেজ',
    lang: 'bn',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f7a34',
    background_color: '#ffffff',
  });
  expect(m.icons).toEqual([
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
});

test('the icons are PNGs of the listed sizes, drawn from the crest while there is no logo', async () => {
  // The crest's outer ring is green; outside its circle an "any" icon is transparent, a maskable one white.
  // Each is a palette PNG (a third of the bytes of a full-colour one: Chrome fetches one on a visitor's first page).
  const small = await icon('/icons/icon-192.png', [96, 4]);
  expect(small).toMatchObject({ format: 'png', width: 192, height: 192, isPalette: true });
  expect(near(small.pixel, GREEN)).toBe(true);
  expect((await icon('/icons/icon-192.png', [2, 2])).pixel[3]).toBe(0);

  const large = await icon('/icons/icon-512.png', [256, 10]);
  expect(large).toMatchObject({ format: 'png', width: 512, height: 512, isPalette: true });
  expect(near(large.pixel, GREEN)).toBe(true);

  // Maskable: the crest stays inside the safe zone (the centre circle of 80%: from y = 51 down), on a full white
  // square; its ring starts a little below that edge.
  const maskable = await icon('/icons/icon-maskable-512.png', [3, 3]);
  expect(maskable).toMatchObject({ format: 'png', width: 512, height: 512, isPalette: true });
  expect(maskable.pixel).toEqual([255, 255, 255, 255]);
  expect(near((await icon('/icons/icon-maskable-512.png', [256, 90])).pixel, GREEN)).toBe(true);
  expect((await icon('/icons/icon-maskable-512.png', [256, 48])).pixel).toEqual([255, 255, 255, 255]);
});

test('answers 304 to a client that has the current copy, and 404 for an icon it does not list', async () => {
  for (const url of ['/manifest.webmanifest', '/icons/icon-192.png']) {
    const first = await get(url);
    expect(first.headers.etag).toBeTruthy();
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  }
  for (const url of ['/icons/icon-64.png', '/icons/constructor', '/icons/__proto__', '/icons/..%2Fcrest.svg']) {
    expect((await get(url)).statusCode).toBe(404);
  }
});

async function logo(red: number, green: number, blue: number): Promise<Buffer> {
  // Wider than tall: the icon keeps its shape, with transparent bands above and below.
  return sharp({ create: { width: 300, height: 150, channels: 3, background: { r: red, g: green, b: blue } } }).png().toBuffer();
}

test('with an institution: its name, a short name that fits a launcher, and icons drawn from its logo', async () => {
  const before = (await icon('/icons/icon-512.png', [256, 256])).body;
  const form = await multipart(
    { name: 'চন্দনপুর সরকারি মহাবিদ্যালয়', contact_email: 'office@college.example', contact_phone: '01711223344', address: 'চন্দনপুর' },
    { logo: { data: await logo(200, 30, 30), filename: 'logo.png', type: 'image/png' } },
  );
  const created = await t.app.inject({ method: 'POST', url: '/api/institutions/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(created.statusCode).toBe(201);

  const m = await manifest();
  expect(m.name).toBe('চন্দনপুর সরকারি মহাবিদ্যালয়');
  expect(m.short_name).toBe('চন্দনপুর মহাবিদ্যালয়');

  const centre = await icon('/icons/icon-512.png', [256, 256]);
  expect(centre).toMatchObject({ format: 'png', width: 512, height: 512 });
  expect(near(centre.pixel, [200, 30, 30, 255])).toBe(true);
  expect(centre.body.equals(before)).toBe(false);
  expect((await icon('/icons/icon-512.png', [256, 20])).pixel[3]).toBe(0); // the logo is contained, not stretched
  const small = await icon('/icons/icon-192.png', [96, 96]);
  expect(small).toMatchObject({ width: 192, height: 192 });
  expect(near(small.pixel, [200, 30, 30, 255])).toBe(true);
  const maskable = await icon('/icons/icon-maskable-512.png', [256, 256]);
  expect(near(maskable.pixel, [200, 30, 30, 255])).toBe(true);
  expect((await icon('/icons/icon-maskable-512.png', [256, 20])).pixel).toEqual([255, 255, 255, 255]);

  // The same bytes again (kept), and new ones for a new logo.
  expect((await icon('/icons/icon-512.png', [0, 0])).body.equals(centre.body)).toBe(true);
  const { id } = created.json<{ id: number }>();
  const update = await multipart({}, { logo: { data: await logo(30, 30, 200), filename: 'logo2.png', type: 'image/png' } });
  const patched = await t.app.inject({ method: 'PATCH', url: `/api/institutions/${id}/`, headers: { ...auth, ...update.headers }, payload: update.payload });
  expect(patched.statusCode).toBe(200);
  expect(near((await icon('/icons/icon-512.png', [256, 256])).pixel, [30, 30, 200, 255])).toBe(true);
});
