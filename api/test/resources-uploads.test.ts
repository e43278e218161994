// Files of the managed resources: each field's size limit (413) and type by content (415) with nothing stored,
// stored under generated names, served from /media/ immutable with the right type, metadata stripped, old files
// removed when replaced, cleared or deleted, and no file left behind by a write that fails.
import type { LightMyRequestResponse } from 'fastify';
import { adminAuth, isStored, mediaFiles, multipart, readStored, startTestApp, type TestContext, testStorage } from './helpers';
import { jpeg, padTo, pdf, png, webp } from './images';

let context: TestContext;
let auth: Record<string, string>;
let classId: number;
const MB = 1024 * 1024;
const NOT_IMAGE = 'Upload a valid image: JPEG, PNG or WebP.';
const NOT_PDF = 'Upload a valid PDF file.';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
type Files = Record<string, { data: Buffer; filename: string; type?: string }>;

function send(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: auth, payload });
}

async function sendForm(method: Method, url: string, fields: Record<string, string>, files: Files = {}): Promise<LightMyRequestResponse> {
  const form = await multipart(fields, files);
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function created(response: LightMyRequestResponse): Promise<{ id: number } & Record<string, any>> {
  if (response.statusCode !== 201) throw new Error(`expected 201: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The stored file's key behind a /media/ URL (a path under MEDIA_ROOT, or in the bucket). */
function stored(url: string): string {
  expect(url).toMatch(/^http:\/\/localhost:80\/media\//);
  return decodeURIComponent(url.slice('http://localhost:80/media/'.length));
}

const exists = (url: string) => isStored(context.config, stored(url));
const storedBytes = async (url: string) => (await readStored(context.config, stored(url)))!;

const fetchMedia = (url: string) => context.app.inject({ method: 'GET', url });

/** One record per resource with files, made in beforeAll; item URLs by resource path. */
const records: Record<string, number> = {};
const BASE: Record<string, () => Record<string, string>> = {
  institutions: () => ({ name: 'চন্দ্রপুর সরকারি কলেজ' }),
  'principal-vice-principal': () => ({ designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম' }),
  'committee-members': () => ({ full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি' }),
  notices: () => ({ title: 'এইচএসসি পরীক্ষার ফরম পূরণ বিজ্ঞপ্তি', date: '2025-02-15' }),
  gallery: () => ({ caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা' }),
  teachers: () => ({ full_name: 'মোছাঃ নাসরিন সুলতানা' }),
  staff: () => ({ full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' }),
  students: () => ({ full_name: 'তানভীর আহমেদ', roll_number: '1', class_name: String(classId) }),
};

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  classId = (await created(await send('POST', 'classes/', { name: 'একাদশ' }))).id;
  for (const [resource, base] of Object.entries(BASE)) {
    const files: Files = resource === 'gallery' ? { image: { data: png(), filename: 'sports.png' } } : {};
    records[resource] = (await created(await sendForm('POST', `${resource}/`, base(), files))).id;
  }
});
afterAll(() => context.close());

describe('size limits per field', () => {
  const LIMITS = [
    { resource: 'institutions', field: 'logo', mb: 2, file: png },
    { resource: 'institutions', field: 'institution_image', mb: 9, file: png },
    { resource: 'principal-vice-principal', field: 'photo', mb: 5, file: png },
    { resource: 'committee-members', field: 'photo', mb: 2, file: png },
    { resource: 'teachers', field: 'photo', mb: 2, file: png },
    { resource: 'staff', field: 'photo', mb: 2, file: png },
    { resource: 'students', field: 'photo', mb: 2, file: png },
    { resource: 'gallery', field: 'image', mb: 5, file: png },
    { resource: 'notices', field: 'pdf_file', mb: 10, file: pdf },
  ];

  test.each(LIMITS)('$resource/ $field: one byte over $mb MB is 413 naming the field; exactly $mb MB is taken', async ({ resource, field, mb, file }) => {
    const item = `${resource}/${records[resource]}/`;
    const name = field === 'pdf_file' ? 'notice.pdf' : 'photo.png';
    const before = { record: (await send('GET', item)).json(), files: (await mediaFiles(context.config)), count: (await send('GET', `${resource}/`)).json().length };
    const tooLarge = { [field]: { data: padTo(file(), mb * MB + 1), filename: name } };

    const patch = await sendForm('PATCH', item, {}, tooLarge);
    expect(patch.statusCode).toBe(413);
    expect(patch.json()).toEqual({ [field]: [`The file is too large: at most ${mb} MB.`] });
    const post = await sendForm('POST', `${resource}/`, BASE[resource](), tooLarge);
    expect(post.statusCode).toBe(413);
    expect(post.json()).toEqual({ [field]: [`The file is too large: at most ${mb} MB.`] });
    expect({
      record: (await send('GET', item)).json(),
      files: (await mediaFiles(context.config)),
      count: (await send('GET', `${resource}/`)).json().length,
    }).toEqual(before);

    const atLimit = await sendForm('PATCH', item, {}, { [field]: { data: padTo(file(), mb * MB), filename: name } });
    expect(atLimit.statusCode).toBe(200);
    const url: string = atLimit.json()[field];
    expect((await exists(url))).toBe(true);
  });

  test('a file over the server-wide cap (UPLOAD_MAX_BYTES) still reports its field\'s own, smaller limit', async () => {
    const before = (await mediaFiles(context.config));
    const huge = { photo: { data: padTo(png(), context.config.uploadMaxBytes + 1), filename: 'huge.png' } };
    const patch = await sendForm('PATCH', `teachers/${records.teachers}/`, {}, huge);
    expect(patch.statusCode).toBe(413);
    expect(patch.json()).toEqual({ photo: ['The file is too large: at most 2 MB.'] });
    const post = await sendForm('POST', 'principal-vice-principal/', { designation: 'vice_principal', full_name: 'মোঃ হাবিবুর রহমান' }, huge);
    expect(post.statusCode).toBe(413);
    expect(post.json()).toEqual({ photo: ['The file is too large: at most 5 MB.'] });
    expect((await mediaFiles(context.config))).toEqual(before);
  });
});

describe('type by content', () => {
  const TEXT = Buffer.from('এটি একটি সাধারণ লেখা, ছবি নয়।\n', 'utf8');
  const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
  const CASES = [
    { what: 'a text file renamed .png', resource: 'teachers', field: 'photo', data: TEXT, filename: 'photo.png', type: 'image/png', message: NOT_IMAGE },
    { what: 'a text file renamed .pdf', resource: 'notices', field: 'pdf_file', data: TEXT, filename: 'notice.pdf', type: 'application/pdf', message: NOT_PDF },
    { what: 'a PNG sent as pdf_file', resource: 'notices', field: 'pdf_file', data: png(), filename: 'notice.pdf', type: 'application/pdf', message: NOT_PDF },
    { what: 'a PDF sent as an image', resource: 'gallery', field: 'image', data: pdf(), filename: 'picture.jpg', type: 'image/jpeg', message: NOT_IMAGE },
    { what: 'an HTML file', resource: 'committee-members', field: 'photo', data: HTML, filename: 'index.html', type: 'text/html', message: NOT_IMAGE },
    { what: 'an HTML file as a PDF', resource: 'notices', field: 'pdf_file', data: HTML, filename: 'notice.html', type: 'text/html', message: NOT_PDF },
    { what: 'an SVG', resource: 'staff', field: 'photo', data: SVG, filename: 'logo.svg', type: 'image/svg+xml', message: NOT_IMAGE },
    { what: 'a GIF', resource: 'students', field: 'photo', data: GIF, filename: 'photo.gif', type: 'image/gif', message: NOT_IMAGE },
    { what: 'a truncated PNG', resource: 'principal-vice-principal', field: 'photo', data: png().subarray(0, 40), filename: 'photo.png', type: 'image/png', message: NOT_IMAGE },
    { what: 'a text file as the logo', resource: 'institutions', field: 'logo', data: TEXT, filename: 'logo.png', type: 'image/png', message: NOT_IMAGE },
  ];

  test.each(CASES)('$what is 415 naming $field; nothing is stored or changed', async ({ resource, field, data, filename, type, message }) => {
    const item = `${resource}/${records[resource]}/`;
    const before = { record: (await send('GET', item)).json(), files: (await mediaFiles(context.config)), count: (await send('GET', `${resource}/`)).json().length };
    const files = { [field]: { data, filename, type } };
    for (const response of [await sendForm('POST', `${resource}/`, BASE[resource](), files), await sendForm('PATCH', item, {}, files)]) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ [field]: [message] });
    }
    expect({
      record: (await send('GET', item)).json(),
      files: (await mediaFiles(context.config)),
      count: (await send('GET', `${resource}/`)).json().length,
    }).toEqual(before);
  });

  test('two files in one write: one refused, neither is stored', async () => {
    const before = (await mediaFiles(context.config));
    const response = await sendForm('PATCH', `institutions/${records.institutions}/`, {}, {
      logo: { data: png(), filename: 'logo.png' },
      institution_image: { data: Buffer.from('not an image'), filename: 'campus.jpg' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ institution_image: [NOT_IMAGE] });
    expect((await mediaFiles(context.config))).toEqual(before);
  });

  test('a file under MEDIA_ROOT that is not an image or PDF is served as a download, never as a page', async () => {
    await testStorage(context.config).put('gallery/planted.html', Buffer.from(HTML));
    await testStorage(context.config).put('gallery/planted.svg', Buffer.from(SVG));
    for (const url of ['/media/gallery/planted.html', '/media/gallery/planted.svg']) {
      const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toBe('attachment');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('a stored upload', () => {
  test('a PNG: generated name, served immutable as image/png with nosniff, metadata stripped and picture kept', async () => {
    const response = await sendForm('POST', 'teachers/', { full_name: 'শামীমা আক্তার' }, {
      photo: { data: png('secret GPS 23.8103N 90.4125E'), filename: 'শামীমা-আক্তার.png', type: 'image/png' },
    });
    const teacher = await created(response);
    expect(teacher.photo).toMatch(/^http:\/\/localhost:80\/media\/teachers\/[0-9a-f]{24}\.png$/);
    expect(decodeURIComponent(teacher.photo)).not.toContain('শামীমা');
    const onDisk = (await storedBytes(teacher.photo));
    expect(onDisk.toString('latin1')).not.toContain('secret GPS');
    expect(onDisk.equals(png())).toBe(true); // the same picture, only the tEXt chunk gone

    const served = await fetchMedia(teacher.photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  test('a PDF notice: generated .pdf name, served as application/pdf, bytes unchanged', async () => {
    const file = pdf();
    const notice = await created(
      await sendForm('POST', 'notices/', { title: 'বার্ষিক পরীক্ষার সময়সূচি' }, { pdf_file: { data: file, filename: 'সময়সূচি ২০২৫.pdf', type: 'application/pdf' } }),
    );
    expect(notice.pdf_file).toMatch(/^http:\/\/localhost:80\/media\/notices\/[0-9a-f]{24}\.pdf$/);
    const served = await fetchMedia(notice.pdf_file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  test('the name follows the content, not the uploader: a JPEG called .png is stored .jpg without its Exif', async () => {
    const member = await created(
      await sendForm('POST', 'committee-members/', { full_name: 'মোঃ হারুন অর রশিদ', role: 'সদস্য' }, {
        photo: { data: jpeg({ secret: 'GPS 22.3569N 91.7832E Canon EOS' }), filename: 'harun.png', type: 'image/png' },
      }),
    );
    expect(member.photo).toMatch(/^http:\/\/localhost:80\/media\/committee\/[0-9a-f]{24}\.jpg$/);
    expect((await storedBytes(member.photo)).toString('latin1')).not.toMatch(/GPS|Canon/);
    const served = await fetchMedia(member.photo);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  test('a WebP gallery image: stored .webp without EXIF/XMP, served as image/webp', async () => {
    const item = await created(await sendForm('POST', 'gallery/', { caption: 'নবীন বরণ ২০২৫' }, { image: { data: webp('GPS 24.3636N 88.6241E'), filename: 'nobin.webp' } }));
    expect(item.image).toMatch(/^http:\/\/localhost:80\/media\/gallery\/[0-9a-f]{24}\.webp$/);
    const onDisk = (await storedBytes(item.image));
    expect(onDisk.toString('latin1')).not.toContain('GPS');
    expect(onDisk.includes(Buffer.from('VP8L', 'latin1'))).toBe(true);
    const served = await fetchMedia(item.image);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  test('a file under a field the resource does not have is ignored, never stored', async () => {
    const before = (await mediaFiles(context.config));
    const response = await sendForm('POST', 'classes/', { name: 'দ্বাদশ' }, { photo: { data: png(), filename: 'class.png' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('photo');
    expect((await mediaFiles(context.config))).toEqual(before);
  });

  test('two uploads of the same file get different names', async () => {
    const a = await created(await sendForm('POST', 'gallery/', { caption: 'ক' }, { image: { data: png(), filename: 'same.png' } }));
    const b = await created(await sendForm('POST', 'gallery/', { caption: 'খ' }, { image: { data: png(), filename: 'same.png' } }));
    expect(a.image).not.toBe(b.image);
    expect((await exists(a.image)) && (await exists(b.image))).toBe(true);
  });
});

describe('replacing, clearing, keeping and deleting files', () => {
  async function teacherWithPhoto(): Promise<{ id: number; photo: string }> {
    const teacher = await created(await sendForm('POST', 'teachers/', { full_name: 'মোঃ কামরুল হাসান', subject: 'পদার্থবিজ্ঞান' }, { photo: { data: png(), filename: 'kamrul.png' } }));
    expect((await exists(teacher.photo))).toBe(true);
    return { id: teacher.id, photo: teacher.photo };
  }

  test('PATCH with a new photo: the new one is served, the old file is removed', async () => {
    const teacher = await teacherWithPhoto();
    const response = await sendForm('PATCH', `teachers/${teacher.id}/`, {}, { photo: { data: jpeg(), filename: 'new.jpg' } });
    expect(response.statusCode).toBe(200);
    const photo: string = response.json().photo;
    expect(photo).not.toBe(teacher.photo);
    expect((await exists(photo))).toBe(true);
    expect((await exists(teacher.photo))).toBe(false);
    expect((await fetchMedia(teacher.photo)).statusCode).toBe(404);
    expect(response.json().subject).toBe('পদার্থবিজ্ঞান');
  });

  test('PUT with a new photo replaces it too', async () => {
    const teacher = await teacherWithPhoto();
    const response = await sendForm('PUT', `teachers/${teacher.id}/`, { full_name: 'মোঃ কামরুল হাসান' }, { photo: { data: png(), filename: 'again.png' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().photo).not.toBe(teacher.photo);
    expect((await exists(response.json().photo))).toBe(true);
    expect((await exists(teacher.photo))).toBe(false);
  });

  test('photo "" clears it and removes the file (JSON and multipart)', async () => {
    for (const clear of [
      (id: number) => send('PATCH', `teachers/${id}/`, { photo: '' }),
      (id: number) => sendForm('PATCH', `teachers/${id}/`, { photo: '' }),
      (id: number) => send('PUT', `teachers/${id}/`, { full_name: 'মোঃ কামরুল হাসান', photo: null }),
    ]) {
      const teacher = await teacherWithPhoto();
      const response = await clear(teacher.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().photo).toBeNull();
      expect((await exists(teacher.photo))).toBe(false);
      expect((await send('GET', `teachers/${teacher.id}/`)).json().photo).toBeNull();
    }
  });

  test('sending back the current URL, or not mentioning the field, keeps the file', async () => {
    const teacher = await teacherWithPhoto();
    const put = await send('PUT', `teachers/${teacher.id}/`, { full_name: 'মোঃ কামরুল হাসান', subject: 'গণিত', photo: teacher.photo });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ subject: 'গণিত', photo: teacher.photo });
    const form = await sendForm('PATCH', `teachers/${teacher.id}/`, { designation: 'প্রভাষক', photo: teacher.photo });
    expect(form.json().photo).toBe(teacher.photo);
    const patch = await send('PATCH', `teachers/${teacher.id}/`, { subject: 'উচ্চতর গণিত' });
    expect(patch.json().photo).toBe(teacher.photo);
    expect((await exists(teacher.photo))).toBe(true);
    expect((await fetchMedia(teacher.photo)).statusCode).toBe(200);
  });

  test('an empty file input (a browser form with no file chosen) keeps the photo', async () => {
    const teacher = await teacherWithPhoto();
    const boundary = '----WebKitFormBoundaryq7BZm1x0kT3aL9cE';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nরসায়ন\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
        `--${boundary}--\r\n`,
    );
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/teachers/${teacher.id}/`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subject: 'রসায়ন', photo: teacher.photo });
    expect((await exists(teacher.photo))).toBe(true);
  });

  test('a string that is not the current URL is not a file: 400, the photo stays', async () => {
    const teacher = await teacherWithPhoto();
    const files = (await mediaFiles(context.config));
    for (const value of ['https://evil.example/x.png', '/media/teachers/000000000000000000000000.png', '../../etc/passwd']) {
      const response = await send('PATCH', `teachers/${teacher.id}/`, { photo: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ photo: ['The submitted data was not a file. Check the encoding type on the form.'] });
    }
    expect((await send('GET', `teachers/${teacher.id}/`)).json().photo).toBe(teacher.photo);
    expect((await mediaFiles(context.config))).toEqual(files);
  });

  test('deleting a record removes its files', async () => {
    const institution = records.institutions;
    const withFiles = await sendForm('PATCH', `institutions/${institution}/`, {}, {
      logo: { data: png(), filename: 'logo.png' },
      institution_image: { data: jpeg(), filename: 'campus.jpg' },
    });
    expect(withFiles.statusCode).toBe(200);
    const { logo, institution_image } = withFiles.json();
    expect((await exists(logo)) && (await exists(institution_image))).toBe(true);
    const notice = await created(await sendForm('POST', 'notices/', { title: 'ছুটির বিজ্ঞপ্তি' }, { pdf_file: { data: pdf(), filename: 'chhuti.pdf' } }));
    const item = await created(await sendForm('POST', 'gallery/', { caption: 'বিজয় দিবস' }, { image: { data: png(), filename: 'bijoy.png' } }));

    for (const [url, files] of [
      [`institutions/${institution}/`, [logo, institution_image]],
      [`notices/${notice.id}/`, [notice.pdf_file]],
      [`gallery/${item.id}/`, [item.image]],
    ] as const) {
      const response = await send('DELETE', url);
      expect(response.statusCode).toBe(204);
      for (const file of files) expect({ file, exists: (await exists(file)) }).toEqual({ file, exists: false });
    }
    records.institutions = (await created(await send('POST', 'institutions/', { name: 'চন্দ্রপুর সরকারি কলেজ' }))).id;
  });
});

describe('the gallery image is required', () => {
  test('POST without an image is 400 "No file was submitted." (multipart and JSON)', async () => {
    const before = (await send('GET', 'gallery/')).json().length;
    for (const response of [await sendForm('POST', 'gallery/', { caption: 'ছবি ছাড়া' }), await send('POST', 'gallery/', { caption: 'ছবি ছাড়া' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: ['No file was submitted.'] });
    }
    expect((await send('GET', 'gallery/')).json().length).toBe(before);
  });

  test('it cannot be cleared; an edit of the caption keeps it', async () => {
    const item = (await send('GET', `gallery/${records.gallery}/`)).json();
    const cleared = await send('PATCH', `gallery/${records.gallery}/`, { image: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ image: ['No file was submitted.'] });
    const caption = await send('PUT', `gallery/${records.gallery}/`, { caption: 'পুরস্কার বিতরণী' });
    expect(caption.statusCode).toBe(200);
    expect(caption.json()).toMatchObject({ caption: 'পুরস্কার বিতরণী', image: item.image });
    expect((await exists(item.image))).toBe(true);
  });
});

describe('a write that fails stores no file', () => {
  const photo = (): Files => ({ photo: { data: png(), filename: 'valid.png' } });

  test.each([
    ['a field error beside the file', 'POST', 'teachers/', { full_name: 'সুমাইয়া ইসলাম', contact_email: 'sumaiya@' }, 400],
    ['a missing required field', 'POST', 'staff/', { full_name: 'আবুল কালাম' }, 400],
    ['an unknown class id', 'POST', 'students/', { full_name: 'নুসরাত জাহান', roll_number: '9', class_name: '99' }, 400],
    ['a duplicate designation (409)', 'POST', 'principal-vice-principal/', { designation: 'principal', full_name: 'অন্য একজন' }, 409],
    ['a duplicate roll number (409)', 'POST', 'students/', { full_name: 'অন্য শিক্ষার্থী', roll_number: '1', class_name: 'CLASS' }, 409],
  ] as const)('%s: %s %s is %s, MEDIA_ROOT unchanged', async (_what, method, url, fields, status) => {
    const before = { files: (await mediaFiles(context.config)), count: (await send('GET', url)).json().length };
    const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'CLASS' ? String(classId) : v]));
    const response = await sendForm(method, url, values, photo());
    expect(response.statusCode).toBe(status);
    expect({ files: (await mediaFiles(context.config)), count: (await send('GET', url)).json().length }).toEqual(before);
  });

  test('a second institution with a logo: 409, no logo stored', async () => {
    const before = (await mediaFiles(context.config));
    const response = await sendForm('POST', 'institutions/', { name: 'অন্য কলেজ' }, { logo: { data: png(), filename: 'logo.png' } });
    expect(response.statusCode).toBe(409);
    expect((await mediaFiles(context.config))).toEqual(before);
  });

  test('a refused PATCH with a new photo keeps the old photo and stores nothing', async () => {
    const teacher = await created(await sendForm('POST', 'teachers/', { full_name: 'মাহমুদা খাতুন' }, photo()));
    const before = (await mediaFiles(context.config));
    const response = await sendForm('PATCH', `teachers/${teacher.id}/`, { contact_phone: '12345' }, { photo: { data: jpeg(), filename: 'new.jpg' } });
    expect(response.statusCode).toBe(400);
    expect((await mediaFiles(context.config))).toEqual(before);
    expect((await send('GET', `teachers/${teacher.id}/`)).json().photo).toBe(teacher.photo);
    expect((await exists(teacher.photo))).toBe(true);
  });
});
