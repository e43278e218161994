// The happy path of every managed resource (create, list, retrieve, PUT, PATCH, DELETE with DRF's codes and
// whole-object answers), the contract's extra answer fields, list order, filters, search, optional pages,
// users' roles, the student's digital ID, and a restart that keeps every record and file.
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, multipart, startTestApp, type SignedIn, type TestContext } from './helpers';
import { jpeg, pdf, png, webp } from './images';

let context: TestContext;
let admin: SignedIn;
let auth: Record<string, string>;
const ids = { classId: 0, otherClassId: 0, sectionId: 0, otherSectionId: 0, subjectId: 0, teacherId: 0 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Files = Record<string, { data: Buffer; filename: string; type?: string }>;
type Body = { json: object } | { form: Record<string, string>; files: Files };
type Answer = { id: number } & Record<string, any>;

function send(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: auth, payload });
}

async function sendBody(method: Method, url: string, body: Body): Promise<LightMyRequestResponse> {
  if ('json' in body) return send(method, url, body.json);
  const form = await multipart(body.form, body.files);
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function create(url: string, payload: object): Promise<Answer> {
  const response = await send('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function list(url: string): Promise<Answer[]> {
  const response = await send('GET', url);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const nowIso = () => new Date(context.clock.now()).toISOString();

beforeAll(async () => {
  context = await startTestApp({ accessTokenLifetimeSeconds: 7 * 86400 });
  await addUser(context, { username: 'admin', role: 'Admin', full_name: 'কলেজ প্রশাসক' });
  admin = await login(context.app, 'admin');
  auth = { authorization: `Bearer ${admin.access}` };
  ids.classId = (await create('classes/', { name: 'একাদশ' })).id;
  ids.otherClassId = (await create('classes/', { name: 'দ্বাদশ' })).id;
  ids.sectionId = (await create('sections/', { name: 'ক' })).id;
  ids.otherSectionId = (await create('sections/', { name: 'খ' })).id;
  ids.subjectId = (await create('subjects/', { name: 'রসায়ন', class_name: ids.classId })).id;
  ids.teacherId = (await create('teachers/', { full_name: 'মোছাঃ নাসরিন সুলতানা', subject: 'রসায়ন', designation: 'সহকারী অধ্যাপক' })).id;
});
afterAll(() => context.close());

interface CrudCase {
  path: string;
  create: () => Body;
  /** The whole answer of the create, without id and timestamps. */
  created: () => object;
  put?: () => Body;
  afterPut?: () => object;
  patch?: () => Body;
  afterPatch?: () => object;
}

/** The institution's public-record fields (issue 13), all optional: null until given. */
const NEW_INSTITUTION_FIELDS = Object.fromEntries(
  ['eiin', 'college_code', 'education_board', 'mission', 'objective', 'citizen_charter', 'citizen_charter_file', 'grs_officer_name', 'grs_officer_phone', 'grs_officer_email', 'rti_officer_name', 'rti_officer_phone', 'rti_officer_email'].map((f) => [f, null]),
);

/** The student's verify page (api/src/verifyUrl.ts): on the answer's origin, their code, its signature. */
const VERIFY_URL = expect.stringMatching(/^http:\/\/localhost:80\/verify\/CGC-2025-0007\/[A-Za-z0-9_-]{22}$/) as unknown;

/** A link-preview card's URL (resources/previewCards.ts): on the answer's origin, its version (preview-cards.test.ts follows it). */
const SITE_CARD = expect.stringMatching(/^http:\/\/localhost:80\/media\/_card\/site\/[A-Za-z0-9_-]{12}\.png$/) as unknown;
const NOTICE_CARD = expect.stringMatching(/^http:\/\/localhost:80\/media\/_card\/notice\/\d+\/[A-Za-z0-9_-]{12}\.png$/) as unknown;

const CASES: CrudCase[] = [
  {
    path: 'institutions',
    create: () => ({
      json: {
        name: 'চন্দ্রপুর সরকারি কলেজ',
        government_approval_number: 'শিম/কলেজ/১২৩৪',
        government_approval_date: '1965-07-01',
        history: '১৯৬৫ সালে স্থানীয় শিক্ষানুরাগীদের উদ্যোগে প্রতিষ্ঠিত।',
        address: 'কলেজ রোড, চন্দ্রপুর, কুমিল্লা',
        address_code: '৩৫০০',
        contact_email: 'info@chandrapur-college.edu.bd',
        contact_phone: '০৮১-৭৬৫৪৩',
      },
    }),
    created: () => ({
      name: 'চন্দ্রপুর সরকারি কলেজ',
      government_approval_number: 'শিম/কলেজ/১২৩৪',
      government_approval_date: '1965-07-01',
      history: '১৯৬৫ সালে স্থানীয় শিক্ষানুরাগীদের উদ্যোগে প্রতিষ্ঠিত।',
      address: 'কলেজ রোড, চন্দ্রপুর, কুমিল্লা',
      address_code: '৩৫০০',
      location_code: '৩৫০০',
      contact_email: 'info@chandrapur-college.edu.bd',
      contact_phone: '081-76543',
      logo: null,
      institution_image: null,
      preview_image: SITE_CARD,
      ...NEW_INSTITUTION_FIELDS,
    }),
    put: () => ({ json: { name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়', address_code: '3501', contact_email: '' } }),
    afterPut: () => ({
      name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়',
      government_approval_number: 'শিম/কলেজ/১২৩৪',
      government_approval_date: '1965-07-01',
      history: '১৯৬৫ সালে স্থানীয় শিক্ষানুরাগীদের উদ্যোগে প্রতিষ্ঠিত।',
      address: 'কলেজ রোড, চন্দ্রপুর, কুমিল্লা',
      address_code: '3501',
      location_code: '3501',
      contact_email: null,
      contact_phone: '081-76543',
      logo: null,
      institution_image: null,
      preview_image: SITE_CARD,
      ...NEW_INSTITUTION_FIELDS,
    }),
    patch: () => ({ json: { address: 'স্টেশন রোড, চন্দ্রপুর' } }),
    afterPatch: () => ({
      name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়',
      government_approval_number: 'শিম/কলেজ/১২৩৪',
      government_approval_date: '1965-07-01',
      history: '১৯৬৫ সালে স্থানীয় শিক্ষানুরাগীদের উদ্যোগে প্রতিষ্ঠিত।',
      address: 'স্টেশন রোড, চন্দ্রপুর',
      address_code: '3501',
      location_code: '3501',
      contact_email: null,
      contact_phone: '081-76543',
      logo: null,
      institution_image: null,
      preview_image: SITE_CARD,
      ...NEW_INSTITUTION_FIELDS,
    }),
  },
  {
    path: 'principal-vice-principal',
    create: () => ({
      json: { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম', contact_email: 'principal@chandrapur-college.edu.bd', message: 'আমাদের কলেজে আপনাকে স্বাগতম।' },
    }),
    created: () => ({
      designation: 'principal',
      full_name: 'অধ্যাপক ড. রফিকুল ইসলাম',
      contact_email: 'principal@chandrapur-college.edu.bd',
      contact_phone: null,
      message: 'আমাদের কলেজে আপনাকে স্বাগতম।',
      photo: null,
    }),
    put: () => ({ json: { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম চৌধুরী', contact_phone: '০১৭১৫ ০০০১১১' } }),
    afterPut: () => ({
      designation: 'principal',
      full_name: 'অধ্যাপক ড. রফিকুল ইসলাম চৌধুরী',
      contact_email: 'principal@chandrapur-college.edu.bd',
      contact_phone: '01715 000111',
      message: 'আমাদের কলেজে আপনাকে স্বাগতম।',
      photo: null,
    }),
    patch: () => ({ json: { message: 'জ্ঞানই শক্তি।' } }),
    afterPatch: () => ({
      designation: 'principal',
      full_name: 'অধ্যাপক ড. রফিকুল ইসলাম চৌধুরী',
      contact_email: 'principal@chandrapur-college.edu.bd',
      contact_phone: '01715 000111',
      message: 'জ্ঞানই শক্তি।',
      photo: null,
    }),
  },
  {
    path: 'committee-members',
    create: () => ({ json: { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি', contact_phone: '০১৮১৯-১২৩৪৫৬' } }),
    created: () => ({ full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি', contact_email: null, contact_phone: '01819-123456', photo: null }),
    put: () => ({ json: { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সহ-সভাপতি', contact_phone: '' } }),
    afterPut: () => ({ full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সহ-সভাপতি', contact_email: null, contact_phone: null, photo: null }),
    patch: () => ({ json: { contact_email: 'karim@example.com' } }),
    afterPatch: () => ({ full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সহ-সভাপতি', contact_email: 'karim@example.com', contact_phone: null, photo: null }),
  },
  {
    path: 'notices',
    create: () => ({
      json: { title: 'এইচএসসি পরীক্ষার ফরম পূরণ বিজ্ঞপ্তি', description: 'ফরম পূরণের শেষ তারিখ ১৫ মার্চ।', date: '2025-03-01', category: 'পরীক্ষা' },
    }),
    created: () => ({
      title: 'এইচএসসি পরীক্ষার ফরম পূরণ বিজ্ঞপ্তি',
      description: 'ফরম পূরণের শেষ তারিখ ১৫ মার্চ।',
      date: '2025-03-01',
      category: 'পরীক্ষা',
      pdf_file: null,
      preview_image: NOTICE_CARD,
    }),
    put: () => ({ json: { title: 'এইচএসসি পরীক্ষার ফরম পূরণের সময় বৃদ্ধি', date: '2025-03-05' } }),
    afterPut: () => ({
      title: 'এইচএসসি পরীক্ষার ফরম পূরণের সময় বৃদ্ধি',
      description: 'ফরম পূরণের শেষ তারিখ ১৫ মার্চ।',
      date: '2025-03-05',
      category: 'পরীক্ষা',
      pdf_file: null,
      preview_image: NOTICE_CARD,
    }),
    patch: () => ({ json: { category: 'জরুরি' } }),
    afterPatch: () => ({
      title: 'এইচএসসি পরীক্ষার ফরম পূরণের সময় বৃদ্ধি',
      description: 'ফরম পূরণের শেষ তারিখ ১৫ মার্চ।',
      date: '2025-03-05',
      category: 'জরুরি',
      pdf_file: null,
      preview_image: NOTICE_CARD,
    }),
  },
  {
    path: 'gallery',
    create: () => ({ form: { caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা ২০২৫' }, files: { image: { data: png(), filename: 'sports.png', type: 'image/png' } } }),
    created: () => ({ caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা ২০২৫', image: expect.stringMatching(/^http:\/\/localhost:80\/media\/gallery\/[0-9a-f]{24}\.png$/) }),
    put: () => ({ json: { caption: 'পুরস্কার বিতরণী' } }),
    afterPut: () => ({ caption: 'পুরস্কার বিতরণী', image: expect.stringMatching(/^http:\/\/localhost:80\/media\/gallery\/[0-9a-f]{24}\.png$/) }),
    patch: () => ({ json: { caption: '' } }),
    afterPatch: () => ({ caption: null, image: expect.stringMatching(/^http:\/\/localhost:80\/media\/gallery\/[0-9a-f]{24}\.png$/) }),
  },
  {
    path: 'teachers',
    create: () => ({
      json: {
        full_name: 'মোঃ শহিদুল ইসলাম',
        designation: 'প্রভাষক',
        subject: 'বাংলা',
        contact_phone: '০১৭১১২২৩৩৪৪',
        contact_email: 'shahidul@example.com',
        profile: 'বাংলা সাহিত্যে স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।',
      },
    }),
    created: () => ({
      full_name: 'মোঃ শহিদুল ইসলাম',
      name: 'মোঃ শহিদুল ইসলাম',
      designation: 'প্রভাষক',
      subject: 'বাংলা',
      contact_phone: '01711223344',
      contact_email: 'shahidul@example.com',
      profile: 'বাংলা সাহিত্যে স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।',
      teacher_intro: 'বাংলা সাহিত্যে স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।',
      photo: null,
    }),
    put: () => ({ json: { full_name: 'ড. মোঃ শহিদুল ইসলাম', designation: 'সহকারী অধ্যাপক' } }),
    afterPut: () => ({
      full_name: 'ড. মোঃ শহিদুল ইসলাম',
      name: 'ড. মোঃ শহিদুল ইসলাম',
      designation: 'সহকারী অধ্যাপক',
      subject: 'বাংলা',
      contact_phone: '01711223344',
      contact_email: 'shahidul@example.com',
      profile: 'বাংলা সাহিত্যে স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।',
      teacher_intro: 'বাংলা সাহিত্যে স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।',
      photo: null,
    }),
    patch: () => ({ json: { profile: '' } }),
    afterPatch: () => ({
      full_name: 'ড. মোঃ শহিদুল ইসলাম',
      name: 'ড. মোঃ শহিদুল ইসলাম',
      designation: 'সহকারী অধ্যাপক',
      subject: 'বাংলা',
      contact_phone: '01711223344',
      contact_email: 'shahidul@example.com',
      profile: null,
      teacher_intro: null,
      photo: null,
    }),
  },
  {
    path: 'staff',
    create: () => ({ json: { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী', contact_phone: '01911223344' } }),
    created: () => ({ full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী', contact_phone: '01911223344', contact_email: null, profile: null, photo: null }),
    put: () => ({ json: { full_name: 'মোঃ জসিম উদ্দিন', designation: 'প্রধান সহকারী' } }),
    afterPut: () => ({ full_name: 'মোঃ জসিম উদ্দিন', designation: 'প্রধান সহকারী', contact_phone: '01911223344', contact_email: null, profile: null, photo: null }),
    patch: () => ({ json: { profile: '২০০৫ সাল থেকে কর্মরত।' } }),
    afterPatch: () => ({
      full_name: 'মোঃ জসিম উদ্দিন',
      designation: 'প্রধান সহকারী',
      contact_phone: '01911223344',
      contact_email: null,
      profile: '২০০৫ সাল থেকে কর্মরত।',
      photo: null,
    }),
  },
  {
    path: 'students',
    create: () => ({
      json: {
        full_name: 'তানভীর আহমেদ',
        roll_number: '07',
        class_name: ids.classId,
        section: 'ক',
        gender: 'male',
        date_of_birth: '2008-05-14',
        address: 'গ্রাম: বাগমারা, ডাকঘর: চন্দ্রপুর',
        guardian_name: 'মোঃ আনোয়ার হোসেন',
        guardian_contact: '০১৭১২৩৪৫৬৭৮',
        contact_email: 'tanvir@example.com',
        contact_phone: '01812345678',
        digital_id_code: 'CGC-2025-0007',
      },
    }),
    created: () => ({
      full_name: 'তানভীর আহমেদ',
      roll_number: '07',
      class_name: ids.classId,
      section: 'ক',
      gender: 'male',
      date_of_birth: '2008-05-14',
      address: 'গ্রাম: বাগমারা, ডাকঘর: চন্দ্রপুর',
      guardian_name: 'মোঃ আনোয়ার হোসেন',
      guardian_contact: '01712345678',
      contact_email: 'tanvir@example.com',
      contact_phone: '01812345678',
      digital_id_code: 'CGC-2025-0007',
      photo: null,
      verify_url: VERIFY_URL,
    }),
    put: () => ({ json: { full_name: 'তানভীর আহমেদ', roll_number: 8, class_name: ids.otherClassId, section: '' } }),
    afterPut: () => ({
      full_name: 'তানভীর আহমেদ',
      roll_number: '8',
      class_name: ids.otherClassId,
      section: null,
      gender: 'male',
      date_of_birth: '2008-05-14',
      address: 'গ্রাম: বাগমারা, ডাকঘর: চন্দ্রপুর',
      guardian_name: 'মোঃ আনোয়ার হোসেন',
      guardian_contact: '01712345678',
      contact_email: 'tanvir@example.com',
      contact_phone: '01812345678',
      digital_id_code: 'CGC-2025-0007',
      photo: null,
      verify_url: VERIFY_URL,
    }),
    patch: () => ({ json: { section: 'খ', gender: 'female' } }),
    afterPatch: () => ({
      full_name: 'তানভীর আহমেদ',
      roll_number: '8',
      class_name: ids.otherClassId,
      section: 'খ',
      gender: 'female',
      date_of_birth: '2008-05-14',
      address: 'গ্রাম: বাগমারা, ডাকঘর: চন্দ্রপুর',
      guardian_name: 'মোঃ আনোয়ার হোসেন',
      guardian_contact: '01712345678',
      contact_email: 'tanvir@example.com',
      contact_phone: '01812345678',
      digital_id_code: 'CGC-2025-0007',
      photo: null,
      verify_url: VERIFY_URL,
    }),
  },
  {
    path: 'classes',
    create: () => ({ json: { name: 'স্নাতক (পাস) ১ম বর্ষ' } }),
    created: () => ({ name: 'স্নাতক (পাস) ১ম বর্ষ' }),
    put: () => ({ json: { name: 'স্নাতক (পাস) ২য় বর্ষ' } }),
    afterPut: () => ({ name: 'স্নাতক (পাস) ২য় বর্ষ' }),
    patch: () => ({ json: { name: 'স্নাতক (পাস) ৩য় বর্ষ' } }),
    afterPatch: () => ({ name: 'স্নাতক (পাস) ৩য় বর্ষ' }),
  },
  {
    path: 'sections',
    create: () => ({ json: { name: 'গ' } }),
    created: () => ({ name: 'গ' }),
    put: () => ({ json: { name: 'ঘ' } }),
    afterPut: () => ({ name: 'ঘ' }),
    patch: () => ({ json: { name: 'ঙ' } }),
    afterPatch: () => ({ name: 'ঙ' }),
  },
  {
    path: 'subjects',
    create: () => ({ json: { name: 'পদার্থবিজ্ঞান', class_name: ids.classId } }),
    created: () => ({ name: 'পদার্থবিজ্ঞান', class_name: ids.classId }),
    put: () => ({ json: { name: 'পদার্থবিজ্ঞান ১ম পত্র', class_name: ids.otherClassId } }),
    afterPut: () => ({ name: 'পদার্থবিজ্ঞান ১ম পত্র', class_name: ids.otherClassId }),
    patch: () => ({ json: { name: 'পদার্থবিজ্ঞান ২য় পত্র' } }),
    afterPatch: () => ({ name: 'পদার্থবিজ্ঞান ২য় পত্র', class_name: ids.otherClassId }),
  },
  {
    path: 'class-routine',
    create: () => ({
      json: { classId: ids.classId, sectionId: ids.sectionId, subjectId: ids.subjectId, teacherId: ids.teacherId, startTime: '09:00', endTime: '09:45', day: 'sun' },
    }),
    created: () => ({
      ...routineIds(),
      startTime: '09:00',
      endTime: '09:45',
      day: 'sun',
      className: 'একাদশ',
      sectionName: 'ক',
      subjectName: 'রসায়ন',
      teacherName: 'মোছাঃ নাসরিন সুলতানা',
    }),
    put: () => ({ json: { ...routineIds(), sectionId: ids.otherSectionId, startTime: '10:00', endTime: '10:45' } }),
    afterPut: () => ({
      ...routineIds(),
      sectionId: ids.otherSectionId,
      startTime: '10:00',
      endTime: '10:45',
      day: 'sun',
      className: 'একাদশ',
      sectionName: 'খ',
      subjectName: 'রসায়ন',
      teacherName: 'মোছাঃ নাসরিন সুলতানা',
    }),
    patch: () => ({ json: { day: '' } }),
    afterPatch: () => ({
      ...routineIds(),
      sectionId: ids.otherSectionId,
      startTime: '10:00',
      endTime: '10:45',
      day: null,
      className: 'একাদশ',
      sectionName: 'খ',
      subjectName: 'রসায়ন',
      teacherName: 'মোছাঃ নাসরিন সুলতানা',
    }),
  },
  {
    path: 'contacts',
    create: () => ({ json: { name: 'রাশেদ খান', email: 'rashed@example.com', phone: '০১৭১১-২২৩৩৪৪', message: 'একাদশ শ্রেণিতে ভর্তির শেষ তারিখ কবে?' } }),
    created: () => ({ name: 'রাশেদ খান', email: 'rashed@example.com', phone: '01711-223344', message: 'একাদশ শ্রেণিতে ভর্তির শেষ তারিখ কবে?', is_read: false }),
  },
];

function routineIds() {
  return { classId: ids.classId, sectionId: ids.sectionId, subjectId: ids.subjectId, teacherId: ids.teacherId };
}

describe.each(CASES)('$path/', (resource) => {
  let record: Answer;
  let createdAt: string;
  const item = () => `${resource.path}/${record.id}/`;

  test('POST: 201 with the whole created object', async () => {
    context.clock.advance(60);
    createdAt = nowIso();
    const response = await sendBody('POST', `${resource.path}/`, resource.create());
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    record = response.json();
    expect(record).toEqual({ id: expect.any(Number), ...resource.created(), created_at: createdAt, updated_at: createdAt });
  });

  test('GET list: a plain array holding it; GET item: 200 with the same object', async () => {
    const all = await send('GET', `${resource.path}/`);
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json()).toContainEqual(record);
    const one = await send('GET', item());
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(record);
  });

  if (resource.put) {
    test('PUT: 200 with the whole object; created_at kept, updated_at moved', async () => {
      context.clock.advance(60);
      const response = await sendBody('PUT', item(), resource.put!());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: record.id, ...resource.afterPut!(), created_at: createdAt, updated_at: nowIso() });
      if ('image' in record) expect(response.json().image).toBe(record.image);
      expect((await send('GET', item())).json()).toEqual(response.json());
    });

    test('PATCH: 200 with the whole object, only the given fields changed', async () => {
      context.clock.advance(60);
      const response = await sendBody('PATCH', item(), resource.patch!());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: record.id, ...resource.afterPatch!(), created_at: createdAt, updated_at: nowIso() });
      expect((await send('GET', item())).json()).toEqual(response.json());
    });
  }

  test('DELETE: 204 with an empty body; then 404 everywhere and gone from the list', async () => {
    const response = await send('DELETE', item());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const method of ['GET', 'DELETE', ...(resource.put ? ['PUT', 'PATCH'] : [])] as Method[]) {
      const again = await send(method, item(), method === 'PUT' || method === 'PATCH' ? { name: 'x' } : undefined);
      expect({ method, status: again.statusCode, body: again.json() }).toEqual({ method, status: 404, body: { detail: 'Not found.' } });
    }
    expect((await list(`${resource.path}/`)).map((r) => r.id)).not.toContain(record.id);
  });
});

describe('not found', () => {
  test.each(['notices/99999/', 'notices/abc/', 'notices/1.5/', 'notices/-1/', 'teachers/0/', 'class-routine/%E0%A7%A7/'])('GET /api/%s is 404 "Not found."', async (url) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  test('a path without its trailing slash is 404 too, never a redirect', async () => {
    for (const url of ['notices', `teachers/${ids.teacherId}`]) {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('extra answer fields', () => {
  test('the routine list names each entry\'s class, section, subject and teacher', async () => {
    const bangla = await create('subjects/', { name: 'বাংলা ১ম পত্র', class_name: ids.otherClassId });
    const teacher = await create('teachers/', { full_name: 'মাহমুদা খাতুন', subject: 'বাংলা' });
    const first = await create('class-routine/', { ...routineIds(), startTime: '08:00', endTime: '08:45', day: 'mon' });
    const second = await create('class-routine/', {
      classId: ids.otherClassId,
      sectionId: ids.otherSectionId,
      subjectId: bangla.id,
      teacherId: teacher.id,
      startTime: '08:00',
      endTime: '08:45',
    });
    const entries = await list('class-routine/');
    expect(entries.find((e) => e.id === first.id)).toMatchObject({ ...routineIds(), className: 'একাদশ', sectionName: 'ক', subjectName: 'রসায়ন', teacherName: 'মোছাঃ নাসরিন সুলতানা' });
    expect(entries.find((e) => e.id === second.id)).toMatchObject({ className: 'দ্বাদশ', sectionName: 'খ', subjectName: 'বাংলা ১ম পত্র', teacherName: 'মাহমুদা খাতুন', day: null });
    expect((await list(`class-routine/?teacherId=${teacher.id}`)).map((e) => e.id)).toEqual([second.id]);
    for (const id of [first.id, second.id]) expect((await send('DELETE', `class-routine/${id}/`)).statusCode).toBe(204);
  });
});

describe('list order', () => {
  test('notices: newest date first, then the later id first', async () => {
    const made: Answer[] = [];
    for (const [title, date] of [
      ['শীতকালীন ছুটি', '2024-12-20'],
      ['ভর্তি বিজ্ঞপ্তি', '2025-01-10'],
      ['বিজ্ঞান মেলা', '2025-02-05'],
      ['বিজ্ঞান মেলার ফলাফল', '2025-02-05'],
      ['নির্বাচনী পরীক্ষা', '2025-01-25'],
    ]) {
      made.push(await create('notices/', { title, date }));
    }
    const titles = (await list('notices/')).map((n) => n.title);
    expect(titles).toEqual(['বিজ্ঞান মেলার ফলাফল', 'বিজ্ঞান মেলা', 'নির্বাচনী পরীক্ষা', 'ভর্তি বিজ্ঞপ্তি', 'শীতকালীন ছুটি']);
    for (const notice of made) await send('DELETE', `notices/${notice.id}/`);
  });

  test('gallery: newest first', async () => {
    const captions = ['একুশে ফেব্রুয়ারি', 'স্বাধীনতা দিবস', 'পহেলা বৈশাখ'];
    const made: Answer[] = [];
    for (const caption of captions) {
      context.clock.advance(3600);
      const response = await sendBody('POST', 'gallery/', { form: { caption }, files: { image: { data: png(), filename: 'x.png' } } });
      made.push(response.json());
    }
    expect((await list('gallery/')).map((g) => g.caption)).toEqual([...captions].reverse());
    for (const g of made) await send('DELETE', `gallery/${g.id}/`);
  });
});

describe('filters and search', () => {
  test('?designation= on principal-vice-principal/ and teachers/', async () => {
    const principal = await create('principal-vice-principal/', { designation: 'principal', full_name: 'অধ্যাপক মোঃ হাবিবুর রহমান' });
    const vice = await create('principal-vice-principal/', { designation: 'vice_principal', full_name: 'নাসরিন আক্তার' });
    expect((await list('principal-vice-principal/?designation=principal')).map((p) => p.id)).toEqual([principal.id]);
    expect((await list('principal-vice-principal/?designation=vice_principal')).map((p) => p.id)).toEqual([vice.id]);
    expect(await list('principal-vice-principal/?designation=headmaster')).toEqual([]);

    const lecturer = await create('teachers/', { full_name: 'সুমাইয়া ইসলাম', designation: 'প্রভাষক' });
    const professors = await list(`teachers/?designation=${encodeURIComponent('সহকারী অধ্যাপক')}`);
    expect(professors.map((t) => t.id)).toEqual([ids.teacherId]);
    expect((await list(`teachers/?designation=${encodeURIComponent('প্রভাষক')}`)).map((t) => t.id)).toEqual([lecturer.id]);
  });

  test('?search= on notices/: title and category, case-insensitive, % and _ taken literally', async () => {
    const admission = await create('notices/', { title: 'HSC Admission বিজ্ঞপ্তি', category: 'ভর্তি', date: '2025-01-01' });
    const exam = await create('notices/', { title: 'টেস্ট পরীক্ষার সময়সূচি', category: 'EXAM', date: '2025-01-02' });
    const discount = await create('notices/', { title: 'বেতনে 50% ছাড়', category: 'অর্থ', date: '2025-01-03' });
    const plain = await create('notices/', { title: 'বেতন 500 টাকা', category: 'অর্থ_হিসাব', date: '2025-01-04' });
    const search = async (text: string) => (await list(`notices/?search=${encodeURIComponent(text)}`)).map((n) => n.id);

    expect(await search('admission')).toEqual([admission.id]);
    expect(await search('ADMISSION')).toEqual([admission.id]);
    expect(await search('exam')).toEqual([exam.id]);
    expect(await search('ভর্তি')).toEqual([admission.id]);
    expect(await search('50%')).toEqual([discount.id]);
    expect(await search('%')).toEqual([discount.id]);
    expect(await search('_')).toEqual([plain.id]);
    expect(await search('বেতন')).toEqual([plain.id, discount.id]);
    expect(await search('  পরীক্ষার  ')).toEqual([exam.id]);
    expect(await search('কোনো মিল নেই')).toEqual([]);
    for (const n of [admission, exam, discount, plain]) await send('DELETE', `notices/${n.id}/`);
  });

  test('?class_name= on students/', async () => {
    const a = await create('students/', { full_name: 'নুসরাত জাহান', roll_number: 1, class_name: ids.classId });
    const b = await create('students/', { full_name: 'ফারহানা ইয়াসমিন', roll_number: 2, class_name: ids.classId });
    const c = await create('students/', { full_name: 'সাকিব হাসান', roll_number: 1, class_name: ids.otherClassId });
    expect((await list(`students/?class_name=${ids.classId}`)).map((s) => s.id)).toEqual([a.id, b.id]);
    expect((await list(`students/?class_name=${ids.otherClassId}`)).map((s) => s.id)).toEqual([c.id]);
    expect(await list('students/?class_name=999')).toEqual([]);
    expect(await list('students/?class_name=abc')).toEqual([]);
    for (const s of [a, b, c]) await send('DELETE', `students/${s.id}/`);
  });
});

describe('optional pages', () => {
  test('?page=2&page_size=5 answers {count, next, previous, results}; no page parameters answer the plain array', async () => {
    const made: Answer[] = [];
    for (let n = 1; n <= 12; n++) {
      made.push(await create('notices/', { title: `বিজ্ঞপ্তি নং ${n}`, date: `2025-01-${String(n).padStart(2, '0')}` }));
    }
    const all = await list('notices/');
    expect(all).toHaveLength(12);

    const response = await send('GET', 'notices/?page=2&page_size=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 12,
      next: 'http://localhost/api/notices/?page=3&page_size=5',
      previous: 'http://localhost/api/notices/?page_size=5',
      results: all.slice(5, 10),
    });
    const last = (await send('GET', 'notices/?page=3&page_size=5')).json();
    expect(last).toMatchObject({ count: 12, next: null, previous: 'http://localhost/api/notices/?page=2&page_size=5' });
    expect(last.results).toEqual(all.slice(10));
    const first = (await send('GET', 'notices/?page_size=5')).json();
    expect(first).toMatchObject({ count: 12, previous: null, results: all.slice(0, 5) });

    const searched = (await send('GET', `notices/?search=${encodeURIComponent('নং 1')}&page=1&page_size=2`)).json();
    expect(searched).toMatchObject({ count: 4, previous: null }); // 1, 10, 11, 12
    expect(searched.results.map((n: Answer) => n.title)).toEqual(['বিজ্ঞপ্তি নং 12', 'বিজ্ঞপ্তি নং 11']);

    const beyond = await send('GET', 'notices/?page=4&page_size=5');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual({ detail: 'Invalid page.' });
    for (const n of made) await send('DELETE', `notices/${n.id}/`);
  });
});

describe('users/', () => {
  let general: SignedIn;
  let generalId: number;
  let adminId: number;
  beforeAll(async () => {
    generalId = (await addUser(context, { username: 'rahima', full_name: 'রহিমা বেগম', phone: '01712345678' })).id;
    general = await login(context.app, 'rahima');
    adminId = (await list('users/')).find((u) => u.username === 'admin')!.id;
  });
  const asGeneral = (url: string) => context.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${general.access}` } });

  test('an Admin lists users and reads one: public fields only, never a password', async () => {
    const users = await send('GET', 'users/');
    expect(users.statusCode).toBe(200);
    expect(users.json()).toEqual([
      { id: adminId, username: 'admin', full_name: 'কলেজ প্রশাসক', email: null, phone: null, role: 'Admin', profile_picture: null },
      { id: generalId, username: 'rahima', full_name: 'রহিমা বেগম', email: null, phone: '01712345678', role: 'General', profile_picture: null },
    ]);
    expect(users.body).not.toMatch(/password|scrypt/);
    expect((await send('GET', `users/${generalId}/`)).json()).toEqual(users.json()[1]);
  });

  test('PATCH role General -> Admin and back; the change takes effect at once', async () => {
    expect((await asGeneral('students/')).statusCode).toBe(403);
    const promoted = await send('PATCH', `users/${generalId}/`, { role: 'Admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: generalId, username: 'rahima', role: 'Admin' });
    expect((await asGeneral('students/')).statusCode).toBe(200);

    const demoted = await send('PUT', `users/${generalId}/`, { role: 'General' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ id: generalId, role: 'General' });
    expect((await asGeneral('students/')).statusCode).toBe(403);
  });

  test('the last Admin cannot be demoted: 409, still Admin; with a second Admin it can', async () => {
    const refused = await send('PATCH', `users/${adminId}/`, { role: 'General' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'The last Admin cannot be demoted. Make another user an Admin first.',
      role: ['The last Admin cannot be demoted. Make another user an Admin first.'],
    });
    expect((await send('GET', `users/${adminId}/`)).json().role).toBe('Admin');

    await send('PATCH', `users/${generalId}/`, { role: 'Admin' });
    const allowed = await context.app.inject({
      method: 'PATCH',
      url: `/api/users/${adminId}/`,
      headers: { authorization: `Bearer ${general.access}` },
      payload: { role: 'General' },
    });
    expect(allowed.statusCode).toBe(200);
    // Restore: rahima (now the only Admin) promotes admin back, then is demoted by admin.
    await context.app.inject({ method: 'PATCH', url: `/api/users/${adminId}/`, headers: { authorization: `Bearer ${general.access}` }, payload: { role: 'Admin' } });
    expect((await send('PATCH', `users/${generalId}/`, { role: 'General' })).statusCode).toBe(200);
    expect((await list('users/')).map((u) => u.role)).toEqual(['Admin', 'General']);
  });
});

describe('the student digital ID', () => {
  test('generated from class, roll and time when absent; unique even for the same class, roll and instant', async () => {
    const a = await create('students/', { full_name: 'নুসরাত জাহান', roll_number: 12, class_name: ids.classId, section: 'ক' });
    const b = await create('students/', { full_name: 'মেহেদী হাসান', roll_number: 12, class_name: ids.classId, section: 'খ' });
    expect(a.digital_id_code).toMatch(new RegExp(`^DID-${ids.classId}-12-[0-9A-Z]+$`));
    expect(b.digital_id_code).toMatch(new RegExp(`^DID-${ids.classId}-12-`));
    expect(b.digital_id_code).not.toBe(a.digital_id_code);
    const blank = await create('students/', { full_name: 'সাদিয়া আফরিন', roll_number: 13, class_name: ids.classId, digital_id_code: '  ' });
    expect(blank.digital_id_code).toMatch(new RegExp(`^DID-${ids.classId}-13-`));
    for (const s of [a, b, blank]) await send('DELETE', `students/${s.id}/`);
  });

  test('kept by an edit that leaves it blank or out; replaced only when given', async () => {
    const student = await create('students/', { full_name: 'আরিফ হোসেন', roll_number: 21, class_name: ids.classId });
    const code = student.digital_id_code;
    expect(code).toBeTruthy();
    context.clock.advance(600);
    const put = await send('PUT', `students/${student.id}/`, { full_name: 'আরিফ হোসেন', roll_number: 22, class_name: ids.classId, digital_id_code: '' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ roll_number: '22', digital_id_code: code });
    expect((await send('PATCH', `students/${student.id}/`, { digital_id_code: null })).json().digital_id_code).toBe(code);
    expect((await send('PATCH', `students/${student.id}/`, { address: 'চন্দ্রপুর' })).json().digital_id_code).toBe(code);
    const replaced = await send('PATCH', `students/${student.id}/`, { digital_id_code: 'CGC-2025-0022' });
    expect(replaced.json().digital_id_code).toBe('CGC-2025-0022');

    const duplicate = await send('POST', 'students/', { full_name: 'অন্য শিক্ষার্থী', roll_number: 30, class_name: ids.classId, digital_id_code: 'CGC-2025-0022' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().digital_id_code).toEqual([expect.stringContaining('CGC-2025-0022')]);
    await send('DELETE', `students/${student.id}/`);
  });
});

describe('a restart keeps every record and file', () => {
  test('records and their files read back the same after the server restarts', async () => {
    const teacherPhoto = png();
    const noticePdf = pdf();
    const galleryImage = jpeg();
    const form = async (url: string, fields: Record<string, string>, files: Files) => {
      const response = await sendBody('POST', url, { form: fields, files });
      if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
      return response.json<Answer>();
    };
    const teacher = await form('teachers/', { full_name: 'আব্দুল্লাহ আল মামুন', subject: 'হিসাববিজ্ঞান' }, { photo: { data: teacherPhoto, filename: 'mamun.png' } });
    const picture = await form('gallery/', { caption: 'বসন্ত উৎসব' }, { image: { data: galleryImage, filename: 'spring.jpg' } });
    const institution = await form(
      'institutions/',
      { name: 'চন্দ্রপুর সরকারি কলেজ', address: 'চন্দ্রপুর, কুমিল্লা', address_code: 'CMP-3500' },
      { logo: { data: png(), filename: 'crest.png' }, institution_image: { data: jpeg(), filename: 'campus.jpg' } },
    );
    // After the institution: a notice's answer names its preview card, which shows the college's name and logo.
    const notice = await form('notices/', { title: 'বার্ষিক পরীক্ষার রুটিন', date: '2025-04-01' }, { pdf_file: { data: noticePdf, filename: 'routine.pdf' } });
    // The vice-principal record of the filter test above gets its photo.
    const [vice] = await list('principal-vice-principal/?designation=vice_principal');
    const principal = (
      await sendBody('PATCH', `principal-vice-principal/${vice.id}/`, { form: { message: 'সবাইকে শুভেচ্ছা।' }, files: { photo: { data: webp(), filename: 'nasrin.webp' } } })
    ).json<Answer>();
    const member = await form('committee-members/', { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি' }, { photo: { data: jpeg(), filename: 'karim.jpg' } });
    const worker = await form('staff/', { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' }, { photo: { data: png(), filename: 'jasim.png' } });
    const contact = await create('contacts/', { name: 'রাশেদ খান', phone: '01711-223344', message: 'একাদশ শ্রেণিতে ভর্তির তারিখ জানতে চাই।' });
    const student = await create('students/', { full_name: 'সাকিব হাসান', roll_number: 41, class_name: ids.classId, section: 'ক' });
    const urls = [
      'teachers/',
      'notices/',
      'gallery/',
      'students/',
      'classes/',
      'sections/',
      'subjects/',
      'class-routine/',
      'users/',
      'institutions/',
      'principal-vice-principal/',
      'committee-members/',
      'staff/',
      'contacts/',
    ];
    const before = await Promise.all(urls.map(list));
    const records: [string, Answer][] = [
      ['teachers', teacher],
      ['notices', notice],
      ['gallery', picture],
      ['students', student],
      ['institutions', institution],
      ['principal-vice-principal', principal],
      ['committee-members', member],
      ['staff', worker],
      ['contacts', contact],
    ];
    const files: [string, string][] = [
      [teacher.photo, 'image/png'],
      [notice.pdf_file, 'application/pdf'],
      [picture.image, 'image/jpeg'],
      [institution.logo, 'image/png'],
      [institution.institution_image, 'image/jpeg'],
      [principal.photo, 'image/webp'],
      [member.photo, 'image/jpeg'],
      [worker.photo, 'image/png'],
    ];
    for (const [url] of files) expect(url).toMatch(/^http:\/\/localhost:80\/media\//);
    const servedBefore = await Promise.all(files.map(async ([url]) => (await context.app.inject({ method: 'GET', url })).rawPayload));
    expect(servedBefore[0].equals(teacherPhoto)).toBe(true);
    expect(servedBefore[1].equals(noticePdf)).toBe(true);

    await context.restart();

    expect(await Promise.all(urls.map(list))).toEqual(before); // the same bearer token still works
    for (const [path, record] of records) {
      expect({ path, answer: (await send('GET', `${path}/${record.id}/`)).json() }).toEqual({ path, answer: record });
    }
    for (const [n, [url, type]] of files.entries()) {
      const served = await context.app.inject({ method: 'GET', url });
      expect({ url, status: served.statusCode, type: served.headers['content-type'] }).toEqual({ url, status: 200, type });
      expect(served.rawPayload.equals(servedBefore[n])).toBe(true);
    }
    // And writes go on from where they were.
    const next = await create('notices/', { title: 'পুনরায় চালুর পরের বিজ্ঞপ্তি', date: '2025-04-02' });
    expect(next.id).toBeGreaterThan(notice.id);
  });
});
