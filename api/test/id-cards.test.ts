// The students' ID cards (`GET /api/students/id-cards/`): an A4 PDF of eight cards a page, whose QR codes, read
// back from the pages as a printer would draw them (pdftoppm, then jsQR), are the students' verify URLs; the
// Bengali on them shaped by HarfBuzz; for Admins only, with DRF answers to what it cannot draw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { CARD, CARDS_PER_PAGE, cardPosition } from '../src/idcards/pdf';
import { loadShaper } from '../src/idcards/shape';
import { addUser, login, multipart, startTestApp, type TestContext } from './helpers';

const HOST = 'localhost:8080';
/**
 * A printer's resolution. At 150 dpi a module of the 21 mm code is 3.2 pixels, and jsQR misread one code in a few
 * hundred there (a full run's card read back as nothing); at 300 none of 400 random verify URLs failed.
 */
const DPI = 300;
/** Drawing, rasterising and reading sheets takes seconds on a busy machine: more than jest's default five. */
const SLOW = 60_000;

let t: TestContext;
let admin: Record<string, string>;
let classId: number;

interface StudentAnswer {
  id: number;
  full_name: string;
  section: string | null;
  verify_url: string;
}

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

async function post(url: string, payload: object): Promise<{ id: number }> {
  const response = await t.app.inject({ method: 'POST', url, headers: { host: HOST, ...admin }, payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** What pdfinfo says of a PDF: `Pages`, `Page size`, … */
function pdfInfo(pdf: Buffer): Record<string, string> {
  const lines = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' }).split('\n');
  return Object.fromEntries(lines.filter((line) => line.includes(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The pages of a PDF as pdftoppm draws them, as raw RGBA with their size. */
async function pages(pdf: Buffer): Promise<Array<{ data: Buffer; width: number; height: number }>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'id-cards-'));
  try {
    writeFileSync(path.join(dir, 'cards.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', path.join(dir, 'cards.pdf'), path.join(dir, 'page')]);
    const files = readdirSync(dir).filter((name) => name.endsWith('.png')).sort();
    return await Promise.all(
      files.map(async (name) => {
        const { data, info } = await sharp(path.join(dir, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the QR code on each card of a page says, card by card (null where a card has none or is not there). */
async function cardCodes(page: { data: Buffer; width: number; height: number }): Promise<Array<string | null>> {
  const pixels = (points: number) => Math.round((points * DPI) / 72);
  const codes: Array<string | null> = [];
  for (let index = 0; index < CARDS_PER_PAGE; index++) {
    const { x, y } = cardPosition(index);
    const region = { left: pixels(x), top: pixels(y), width: pixels(CARD.width), height: pixels(CARD.height) };
    const { data, info } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 4 } })
      .extract(region)
      .raw()
      .toBuffer({ resolveWithObject: true });
    codes.push(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null);
  }
  return codes;
}

beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'boss', role: 'Admin' });
  await addUser(t, { username: 'reader' });
  admin = { authorization: `Bearer ${(await login(t.app, 'boss')).access}` };
  classId = (await post('/api/classes/', { name: 'XI' })).id;
  // Nine students in section ক (one of them with a photo and a name with conjuncts), one in খ.
  for (let roll = 1; roll <= 9; roll++) {
    const name = roll === 3 ? 'লক্ষ্মী রানী সরকার' : `শিক্ষার্থী ${roll}`;
    if (roll === 5) {
      const portrait = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 160, g: 82, b: 45 } } }).jpeg().toBuffer();
      const body = await multipart({ full_name: 'ছবিসহ শিক্ষার্থী', roll_number: String(roll), class_name: String(classId), section: 'ক' }, { photo: { data: portrait, filename: 'photo.jpg', type: 'image/jpeg' } });
      const response = await t.app.inject({ method: 'POST', url: '/api/students/', headers: { host: HOST, ...admin, ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(201);
    } else {
      await post('/api/students/', { full_name: name, roll_number: String(roll), class_name: classId, section: 'ক' });
    }
  }
  await post('/api/students/', { full_name: 'অন্য শাখার শিক্ষার্থী', roll_number: '1', class_name: classId, section: 'খ' });
}, SLOW);
afterAll(() => t.close());

async function students(): Promise<StudentAnswer[]> {
  const response = await get(`/api/students/?class_name=${classId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a class and section', () => {
  let response: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    response = await get(`/api/students/id-cards/?class_name=${classId}&section=${encodeURIComponent('ক')}`);
  }, SLOW);

  test('is a PDF to open in the browser, named after the class and section, kept by no cache', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="id-cards-XI-_.pdf"; filename*=UTF-8''id-cards-XI-${encodeURIComponent('ক')}.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("has a page for each eight students, A4, and the QR codes read back as the students' verify URLs", async () => {
    expect(pdfInfo(response.rawPayload)).toMatchObject({ Pages: '2', 'Page size': '595.28 x 841.89 pts (A4)', Title: 'XI · ক — শিক্ষার্থী পরিচয়পত্র' }); // nine students
    const drawn = await pages(response.rawPayload);
    expect(drawn).toHaveLength(2);
    const codes = [...(await cardCodes(drawn[0])), ...(await cardCodes(drawn[1]))];
    const sectionK = (await students()).filter((student) => student.section === 'ক');
    expect(sectionK).toHaveLength(9);
    // In roll order, card by card; the second page holds the ninth card alone.
    expect(codes).toEqual([...sectionK.map((student) => student.verify_url), ...Array<null>(7).fill(null)]);
    for (const url of codes.slice(0, 9)) expect(url).toMatch(/^http:\/\/localhost:8080\/verify\/DID-[^/]+\/[A-Za-z0-9_-]{22}$/);
  }, SLOW);

  test('shapes the Bengali: a name with ক্ষ is drawn with the font\'s conjunct glyph, not ক, virama and ষ', async () => {
    const shaper = await loadShaper();
    const conjunct = shaper.shape('ক্ষ', 'bold');
    expect(conjunct.glyphs).toHaveLength(1);
    const separate = [...shaper.shape('ক', 'bold').glyphs, ...shaper.shape('ষ', 'bold').glyphs].map((glyph) => glyph.id);
    expect(separate).not.toContain(conjunct.glyphs[0].id);
    // Each glyph is drawn from a named outline (G, b for the bold face, the glyph id) listed in the page's resources.
    const pdf = response.rawPayload.toString('latin1');
    for (const glyph of shaper.shape('লক্ষ্মী রানী সরকার', 'bold').glyphs) {
      if (shaper.outline('bold', glyph.id).length) expect(pdf).toContain(`/Gb${glyph.id} `);
    }
  });
});

test('without a section, the whole class; with ids, just those students', async () => {
  const whole = await get(`/api/students/id-cards/?class_name=${classId}`);
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-disposition']).toContain('filename="id-cards-XI.pdf"');
  expect(pdfInfo(whole.rawPayload).Pages).toBe('2'); // ten students

  const [first, , third] = await students();
  const chosen = await get(`/api/students/id-cards/?ids=${third.id},${first.id}`);
  expect(chosen.statusCode).toBe(200);
  const drawn = await pages(chosen.rawPayload);
  expect(drawn).toHaveLength(1);
  expect((await cardCodes(drawn[0])).slice(0, 3)).toEqual([first.verify_url, third.verify_url, null]);

  const one = await get(`/api/students/id-cards/?ids=${first.id}`);
  expect(one.headers['content-disposition']).toContain(`filename="id-cards-${first.id}.pdf"`);
  expect(pdfInfo(one.rawPayload).Title).toBe(`${first.full_name} · XI — শিক্ষার্থী পরিচয়পত্র`);
  expect(pdfInfo(chosen.rawPayload).Title).toBe('নির্বাচিত শিক্ষার্থী — শিক্ষার্থী পরিচয়পত্র');
}, SLOW);

test('only an Admin gets cards', async () => {
  const url = `/api/students/id-cards/?class_name=${classId}`;
  expect((await get(url, {})).statusCode).toBe(401);
  const reader = await get(url, { authorization: `Bearer ${(await login(t.app, 'reader')).access}` });
  expect(reader.statusCode).toBe(403);
  expect(reader.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
});

test('a request that names nobody, or names them wrongly, is answered like DRF', async () => {
  const answer = async (query: string) => {
    const response = await get(`/api/students/id-cards/${query}`);
    return [response.statusCode, response.json()];
  };
  expect(await answer('')).toEqual([400, { non_field_errors: ['Choose a class (class_name, and section if you like) or students (ids).'] }]);
  expect(await answer('?ids=1,two')).toEqual([400, { ids: ['Enter student ids separated by commas, such as 3,5,8.'] }]);
  expect(await answer('?ids=0')).toEqual([400, { ids: ['Enter student ids separated by commas, such as 3,5,8.'] }]);
  expect(await answer('?class_name=XI')).toEqual([400, { class_name: ['A valid integer is required.'] }]);
  expect(await answer('?class_name=9999')).toEqual([400, { class_name: ['Invalid pk "9999" - object does not exist.'] }]);
  expect(await answer('?ids=99999')).toEqual([404, { detail: 'No students match.' }]);
  expect(await answer(`?class_name=${classId}&section=${encodeURIComponent('গ')}`)).toEqual([404, { detail: 'No students match.' }]);
});

test("the students' verify URLs are on the site's own origin, absolute, and made with the server's secret", async () => {
  const [first] = await students();
  const code = encodeURIComponent((await get(`/api/students/${first.id}/`)).json().digital_id_code as string);
  expect(first.verify_url).toMatch(new RegExp(`^http://localhost:8080/verify/${code}/[A-Za-z0-9_-]{22}$`));
  // A forged Host is not an origin of ours: the cards, which need an address to put in their codes, say why not.
  const forged = await get(`/api/students/id-cards/?ids=${first.id}`, { ...admin, host: 'evil.example' });
  expect(forged.statusCode).toBe(400);
  expect(forged.json().detail).toMatch(/PUBLIC_URL/);
});
