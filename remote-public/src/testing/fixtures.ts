// Test fixtures (not part of any bundle): records as the API answers them.
import type { AnswerOf } from '../../../remote-shared/src/registry';
import { drfAnswer, type Handler } from '../../../remote-shared/src/testing/fakeApi';
import type { InstitutionRecord, Recognition, ResultRow, RoutineFileRow, RoutineSlot } from '../api/publicApi';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

export const INSTITUTION = {
  id: 1,
  name: 'সরকারি মডেল কলেজ',
  government_approval_number: '১২৩/৪৫',
  government_approval_date: '1986-03-01',
  history: 'প্রথম অনুচ্ছেদ।\n\nদ্বিতীয় অনুচ্ছেদ।',
  address: 'স্টেশন রোড, ঢাকা',
  address_code: '1207',
  location_code: '1207',
  contact_email: 'info@college.example',
  contact_phone: '01711000000',
  logo: '/media/institutions/logo.png',
  institution_image: '/media/institutions/banner.jpg',
  preview_image: 'http://college.example/media/_card/site/SiteCard0001.png',
  ...stamp,
};

export function teacher(id: number, fields: Partial<AnswerOf<'teachers'>> = {}): AnswerOf<'teachers'> {
  const full_name = fields.full_name ?? `শিক্ষক ${id}`;
  return {
    id,
    full_name,
    name: full_name,
    designation: 'প্রভাষক',
    subject: 'বাংলা',
    contact_phone: '01711000001',
    contact_email: `t${id}@college.example`,
    profile: null,
    teacher_intro: null,
    photo: `/media/teachers/${id}.jpg`,
    ...stamp,
    ...fields,
  };
}

export function member(id: number, fields: Partial<AnswerOf<'committee'>> = {}): AnswerOf<'committee'> {
  return { id, full_name: `সদস্য ${id}`, role: 'সদস্য', contact_email: null, contact_phone: null, photo: `/media/committee/${id}.jpg`, ...stamp, ...fields };
}

export function principal(fields: Partial<AnswerOf<'principals'>> = {}): AnswerOf<'principals'> {
  return {
    id: 1,
    designation: 'principal',
    full_name: 'অধ্যাপক রহিম উদ্দিন',
    contact_email: null,
    contact_phone: null,
    message: 'সবাইকে শুভেচ্ছা।\n\nনিয়মিত নোটিশ দেখুন।',
    photo: '/media/principal/1.jpg',
    ...stamp,
    ...fields,
  };
}

export function notice(id: number, fields: Partial<AnswerOf<'notices'>> = {}): AnswerOf<'notices'> {
  return {
    id,
    title: `নোটিশ ${id}`,
    description: `বিবরণ ${id}`,
    date: '2026-03-05',
    category: 'সাধারণ',
    pdf_file: `/media/notices/${id}.pdf`,
    preview_image: `http://college.example/media/_card/notice/${id}/NoticeCard01.png`,
    ...stamp,
    ...fields,
  };
}

export function photo(id: number, caption: string | null = `ছবি-ক্যাপশন ${id}`): AnswerOf<'gallery'> {
  return { id, image: `/media/gallery/${id}.jpg`, caption, ...stamp };
}

export function staffMember(id: number, fields: Partial<AnswerOf<'staff'>> = {}): AnswerOf<'staff'> {
  return {
    id,
    full_name: `কর্মচারী ${id}`,
    designation: 'অফিস সহকারী',
    contact_phone: '01811000001',
    contact_email: `s${id}@college.example`,
    profile: null,
    photo: `/media/staff/${id}.jpg`,
    ...stamp,
    ...fields,
  };
}

/** A result as the API answers it: its file's URL absolute, as Django REST Framework builds it. */
export function examResult(id: number, fields: Partial<ResultRow> = {}): ResultRow {
  return {
    id,
    year: 2025,
    category: 'Public',
    class_name: 1,
    exam_name: 'HSC',
    examinees: 200,
    passed: 191,
    gpa5: 23,
    file: `https://college.example/media/results/${id}.pdf`,
    ...stamp,
    ...fields,
  };
}

export function routineFile(id: number, fields: Partial<RoutineFileRow> = {}): RoutineFileRow {
  return { id, category: 'Academic', class_name: 1, file: `https://college.example/media/routines/${id}.pdf`, ...fields };
}

export function recognition(id: number, fields: Partial<Recognition> = {}): Recognition {
  return { id, title: `স্বীকৃতি পত্র ${id}`, date: '1986-03-01', image: `https://college.example/media/acknowledgments/${id}.jpg`, ...fields };
}

export function slot(id: number, fields: Partial<RoutineSlot> = {}): RoutineSlot {
  return { id, classId: 1, sectionId: 1, day: 'sun', startTime: '09:00', endTime: '09:45', subjectName: 'বাংলা', teacherName: 'শিক্ষক ১', ...fields };
}

export const CLASSES = [
  { id: 1, name: 'একাদশ' },
  { id: 2, name: 'দ্বাদশ' },
];

export const SECTIONS = [
  { id: 1, name: 'ক' },
  { id: 2, name: 'খ' },
];

export const RECORD: InstitutionRecord = {
  government_approval_date: '1986-03-01',
  government_approval_number: '১২৩/৪৫',
  history: 'প্রথম অনুচ্ছেদ।\n\nদ্বিতীয় অনুচ্ছেদ।',
  eiin: '108213',
  college_code: '1234',
  education_board: 'ঢাকা',
  mission: 'সবার জন্য মানসম্মত শিক্ষা।',
  objective: 'দক্ষ ও নৈতিক নাগরিক গড়া।',
  citizen_charter: 'সেবার নাম ও সময়সীমা।',
  citizen_charter_file: 'https://college.example/media/institutions/charter.pdf',
  grs_officer_name: 'মো. করিম',
  grs_officer_phone: '01711000011',
  grs_officer_email: 'grs@college.example',
  rti_officer_name: 'রহিমা বেগম',
  rti_officer_phone: '01711000012',
  rti_officer_email: 'rti@college.example',
};

/**
 * A list route that also narrows by some of its query parameters (`?category=Public`), as the API's filters do,
 * then answers as drfList (pages, `?fields=`).
 */
export function filteredList<T extends object>(items: readonly T[], filters: ReadonlyArray<keyof T & string>): Handler {
  return (request) => {
    const found = items.filter((item) => filters.every((name) => request.query[name] === undefined || String(item[name]) === request.query[name]));
    return drfAnswer(found, request.query);
  };
}
