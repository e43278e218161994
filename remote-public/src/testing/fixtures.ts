// Test fixtures (not part of any bundle): records as the API answers them.
import type { CommitteeMember, GalleryItem, Notice, PrincipalRecord, Teacher } from '../../../remote-shared/src/schemas';

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
  ...stamp,
};

export function teacher(id: number, fields: Partial<Teacher> = {}): Teacher {
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
    photo: `/media/teachers/${id}.jpg`,
    ...stamp,
    ...fields,
  };
}

export function member(id: number, fields: Partial<CommitteeMember> = {}): CommitteeMember {
  return { id, full_name: `সদস্য ${id}`, role: 'সদস্য', contact_email: null, contact_phone: null, photo: `/media/committee/${id}.jpg`, ...stamp, ...fields };
}

export function principal(fields: Partial<PrincipalRecord> = {}): PrincipalRecord {
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

export function notice(id: number, fields: Partial<Notice> = {}): Notice {
  return {
    id,
    title: `নোটিশ ${id}`,
    description: `বিবরণ ${id}`,
    date: '2026-03-05',
    category: 'সাধারণ',
    pdf_file: `/media/notices/${id}.pdf`,
    ...stamp,
    ...fields,
  };
}

export function photo(id: number, caption: string | null = `ছবি-ক্যাপশন ${id}`): GalleryItem {
  return { id, image: `/media/gallery/${id}.jpg`, caption, ...stamp };
}
