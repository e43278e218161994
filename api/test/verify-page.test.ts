// The public page an ID card's QR code opens (site/verify.ts): with the code's signature it confirms the student's
// name, class and photo and nothing else of the record; without it, or for a code nobody has, it is the site's
// 404 page; never indexed or kept by a shared cache; throttled per address. The signed address (verify_url) is
// answered to Admins alone.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { addUser, login, multipart } from './helpers';
import { startStandInSite, type StandInSite } from './standInSite';

const HOST = 'localhost:8080';
const COLLEGE = 'চন্দনপুর সরকারি কলেজ';
const WINDOW = 300;

let site: StandInSite;
let admin: Record<string, string>;

interface StudentAnswer {
  id: number;
  full_name: string;
  digital_id_code: string;
  verify_url: string;
  photo: string | null;
}

const page = (url: string, remoteAddress = '203.0.113.7') =>
  site.t.app.inject({ method: 'GET', url, remoteAddress, headers: { host: HOST, accept: 'text/html' } });

const pathOf = (url: string) => new URL(url).pathname;

/** The page's text, tags and all, for what it must and must not show. */
const bodyOf = (response: LightMyRequestResponse) => response.body;

let withPhoto: StudentAnswer;
let withoutPhoto: StudentAnswer;

async function addStudent(fields: Record<string, string>, photo: boolean): Promise<StudentAnswer> {
  // A real portrait (the page shows a display-size copy made from it).
  const portrait = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 160, g: 82, b: 45 } } }).jpeg().toBuffer();
  const body = await multipart(fields, photo ? { photo: { data: portrait, filename: 'photo.jpg', type: 'image/jpeg' } } : {});
  const response = await site.t.app.inject({ method: 'POST', url: '/api/students/', headers: { host: HOST, ...admin, ...body.headers }, payload: body.payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

beforeAll(async () => {
  site = await startStandInSite({ verifyRate: { limit: 5, windowSeconds: WINDOW } });
  await addUser(site.t, { username: 'boss', role: 'Admin' });
  await addUser(site.t, { username: 'reader' });
  admin = { authorization: `Bearer ${(await login(site.t.app, 'boss')).access}` };
  const post = async (url: string, payload: object) => (await site.t.app.inject({ method: 'POST', url, headers: { host: HOST, ...admin }, payload })).json();
  await post('/api/institutions/', { name: COLLEGE, contact_email: 'office@college.example', contact_phone: '01711000000', address: 'চন্দনপুর' });
  const { id: classId } = await post('/api/classes/', { name: 'দ্বাদশ' });
  const personal = { section: 'বিজ্ঞান', guardian_name: 'আবদুল করিম', guardian_contact: '01812345678', contact_phone: '01912345678', address: 'গ্রাম: চকদেব', date_of_birth: '2008-04-13' };
  withPhoto = await addStudent({ full_name: 'লক্ষ্মী রানী সরকার', roll_number: '0457', class_name: String(classId), ...personal }, true);
  withoutPhoto = await addStudent({ full_name: 'তানভীর আহমেদ', roll_number: '12', class_name: String(classId) }, false);
}, 30_000); // a whole app and its college, on a busy machine
afterAll(() => site.close());

// Each test starts with a fresh allowance.
beforeEach(() => site.t.clock.advance(WINDOW));

describe('a card with its signature', () => {
  test("shows that the student is the college's, with their name, class and photo, and when it was checked", async () => {
    const response = await page(pathOf(withPhoto.verify_url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = bodyOf(response);
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('যাচাইকৃত শিক্ষার্থী');
    expect(html).toContain(`এই পরিচয়পত্রটি ${COLLEGE}-এর একজন শিক্ষার্থীর`);
    expect(html).toContain('<dd>লক্ষ্মী রানী সরকার</dd>');
    expect(html).toContain('<dd>দ্বাদশ</dd>');
    // The time it was checked, by the server's clock, in the college's time zone (UTC+6).
    const checked = new Date(site.t.clock.now());
    expect(html).toContain(`datetime="${checked.toISOString()}"`);
    const [photo] = /src="([^"]+)"/.exec(html.slice(html.indexOf('class="photo"')))!.slice(1);
    expect(photo).toBe(`/media/_w/320/${new URL(withPhoto.photo!).pathname.replace(/^\/media\//, '')}`);
    const image = await site.t.app.inject({ method: 'GET', url: photo, headers: { host: HOST } });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  test('shows nothing else of the record: no roll, section, date of birth, guardian, phone, address or code', async () => {
    // The photo's stored name is random hex, which may hold any digits: it is the one part left out.
    const photoName = pathOf(withPhoto.photo!).split('/').pop()!.replace(/\.\w+$/, '');
    const html = bodyOf(await page(pathOf(withPhoto.verify_url))).replaceAll(photoName, '');
    expect(html).toContain('class="photo"');
    for (const secret of ['0457', '457', 'বিজ্ঞান', '2008', 'আবদুল করিম', '01812345678', '01912345678', 'চকদেব', withPhoto.digital_id_code]) {
      expect([secret, html.includes(secret)]).toEqual([secret, false]);
    }
  });

  test('a student without a photo is confirmed by name and class alone', async () => {
    const response = await page(pathOf(withoutPhoto.verify_url));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<dd>তানভীর আহমেদ</dd>');
    expect(response.body).not.toContain('class="photo"');
  });

  test('is not indexed, not kept by a shared cache, and runs no script', async () => {
    const response = await page(pathOf(withPhoto.verify_url));
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.body).not.toMatch(/<script/i);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const sitemap = await site.t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
    expect(sitemap.body).not.toContain('/verify');
  });
});

describe("the site's 404 page, never a hint of the student", () => {
  test.each([
    ['a wrong signature', () => `/verify/${encodeURIComponent(withPhoto.digital_id_code)}/${'A'.repeat(22)}`],
    ['no signature', () => `/verify/${encodeURIComponent(withPhoto.digital_id_code)}`],
    ['no signature, a trailing slash', () => `/verify/${encodeURIComponent(withPhoto.digital_id_code)}/`],
    ["another student's signature", () => `/verify/${encodeURIComponent(withPhoto.digital_id_code)}/${pathOf(withoutPhoto.verify_url).split('/')[3]}`],
    ['a signature cut short', () => pathOf(withPhoto.verify_url).slice(0, -1)],
    ['more after the signature', () => `${pathOf(withPhoto.verify_url)}/more`],
  ])('%s', async (_case, url) => {
    const response = await page(url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<div id="root" data-server-rendered>'); // the public site's page, drawn
    expect(response.body).not.toContain('লক্ষ্মী রানী সরকার');
  });

  test('a code nobody has, even rightly signed, is not found', async () => {
    const { verifySignature } = await import('../src/verifyUrl');
    const response = await page(`/verify/DID-9-9-NOBODY/${verifySignature(site.t.config.secretKey, 'DID-9-9-NOBODY')}`);
    expect(response.statusCode).toBe(404);
  });

  test('a signature from another server (another SECRET_KEY) is not accepted', async () => {
    const { verifySignature } = await import('../src/verifyUrl');
    const response = await page(`/verify/${encodeURIComponent(withPhoto.digital_id_code)}/${verifySignature('another-secret', withPhoto.digital_id_code)}`);
    expect(response.statusCode).toBe(404);
  });
});

test('is throttled per address: past VERIFY_RATE a 429 page says when to try again, other addresses carry on', async () => {
  const url = pathOf(withPhoto.verify_url);
  for (let i = 0; i < 5; i++) expect((await page(url)).statusCode).toBe(200);
  const refused = await page(url);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBe(WINDOW);
  expect(refused.body).toContain('৫ মিনিট পরে আবার চেষ্টা করুন');
  expect(refused.body).not.toContain('লক্ষ্মী রানী সরকার');
  expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
  // Wrong guesses count too.
  expect((await page(`/verify/x/y`)).statusCode).toBe(429);
  expect((await page(url, '198.51.100.9')).statusCode).toBe(200);
  site.t.clock.advance(WINDOW);
  expect((await page(url)).statusCode).toBe(200);
});

test('the signed address is answered to Admins only', async () => {
  admin = { authorization: `Bearer ${(await login(site.t.app, 'boss')).access}` }; // the clock has moved past the first token
  const list = await site.t.app.inject({ method: 'GET', url: '/api/students/', headers: { host: HOST, ...admin } });
  expect(list.json<StudentAnswer[]>().map((student) => student.verify_url).sort()).toEqual([withPhoto.verify_url, withoutPhoto.verify_url].sort());
  const reader = { authorization: `Bearer ${(await login(site.t.app, 'reader')).access}` };
  for (const url of ['/api/students/', `/api/students/${withPhoto.id}/`]) {
    for (const headers of [{}, reader]) {
      const response = await site.t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
      expect([401, 403]).toContain(response.statusCode);
      expect(response.body).not.toContain('/verify/');
    }
  }
  // Nor does any public answer carry it: the stats count students, never name them.
  const stats = await site.t.app.inject({ method: 'GET', url: '/api/stats/', headers: { host: HOST } });
  expect(stats.body).not.toContain('/verify/');
});
