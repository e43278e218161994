// The demo college: the words of the seed (demo/seed.ts) and of the notice PDFs (api/demo/make-assets.mjs).
// Everything here is fictional: the college, its people, their phone numbers and addresses.
import type { CalendarKind } from 'remote_shared/schemas';

/** Files under api/demo/, by the names the seed refers to. */
export const DEMO_FILES = {
  logo: 'institution/logo.png',
  banner: 'institution/banner.jpg',
  citizenCharter: 'institution/citizen-charter.pdf',
} as const;

/** Illustrated portraits under api/demo/people/ (`<key>.jpg`), reused across people. */
export type Portrait = 'm1' | 'm2' | 'm3' | 'm4' | 'm5' | 'f1' | 'f2' | 'f3' | 'f4' | 'boy1' | 'boy2' | 'girl1' | 'girl2';
export const STUDENT_PORTRAITS = { male: ['boy1', 'boy2'], female: ['girl1', 'girl2'] } as const satisfies Record<string, readonly Portrait[]>;

export const portraitFile = (p: Portrait) => `people/${p}.jpg`;

export const INSTITUTION = {
  name: 'চন্দনপুর সরকারি কলেজ',
  /** Short form used in memo numbers. */
  initials: 'চসক',
  founded: 1968,
  district: 'নওগাঁ',
  government_approval_number: 'শিম/শা-১১/৯জা-৪৭/৮৬/৪১২',
  government_approval_date: '1986-03-01',
  eiin: '১২৩৮৭৪',
  history: [
    '১৯৬৮ সালে নওগাঁ জেলার চন্দনপুর অঞ্চলের শিক্ষানুরাগী মানুষের উদ্যোগে কলেজটির যাত্রা শুরু হয়। স্থানীয় কৃষক, ব্যবসায়ী ও শিক্ষকেরা জমি ও অর্থ দান করেন; টিনের ছাউনির চারটি কক্ষে মাত্র ছিয়াশি জন শিক্ষার্থী নিয়ে উচ্চমাধ্যমিক মানবিক শাখার পাঠদান শুরু হয়।',
    'স্বাধীনতার পর ১৯৭৪ সালে বিজ্ঞান এবং ১৯৭৯ সালে ব্যবসায় শিক্ষা শাখা চালু হয়। শিক্ষার মান ও এলাকার চাহিদা বিবেচনায় ১৯৮৬ সালের ১ মার্চ সরকার কলেজটি জাতীয়করণ করে। বর্তমানে তিনটি শাখায় প্রায় বারোশো শিক্ষার্থী এখানে উচ্চমাধ্যমিক পর্যায়ে অধ্যয়ন করছে।',
    'সাত একরের সবুজ ক্যাম্পাসে রয়েছে তিনতলা একাডেমিক ভবন, পদার্থবিজ্ঞান, রসায়ন ও জীববিজ্ঞানের পরীক্ষাগার, কম্পিউটার ল্যাব, বিশ হাজারের বেশি বইয়ের গ্রন্থাগার, কেন্দ্রীয় শহীদ মিনার, খেলার মাঠ ও ছাত্রীনিবাস। রোভার স্কাউট, বিএনসিসি, বিজ্ঞান ক্লাব ও বিতর্ক ক্লাব শিক্ষার্থীদের সহশিক্ষা কার্যক্রমে নিয়মিত সাফল্য এনে দিচ্ছে।',
    'উচ্চমাধ্যমিক পরীক্ষায় ধারাবাহিক ভালো ফলাফলের জন্য কলেজটি রাজশাহী শিক্ষা বোর্ডের অধীনে জেলার অন্যতম সেরা শিক্ষাপ্রতিষ্ঠান হিসেবে পরিচিত। "জ্ঞানই আলো" — এই মূলমন্ত্রে কলেজ আজও এলাকার তরুণদের আলোকিত মানুষ হিসেবে গড়ে তুলছে।',
  ].join('\n\n'),
  address: 'কলেজ রোড, চন্দনপুর, নওগাঁ সদর, নওগাঁ',
  address_code: '৬৫০০',
  contact_email: 'info@chandanpurcollege.edu.bd',
  contact_phone: '01711428650',
  website: 'www.chandanpurcollege.edu.bd',
  // The public record the DSHE's 2025 order asks for (the /about page); the EIIN above, in Latin digits when stored.
  college_code: '6512',
  education_board: 'মাধ্যমিক ও উচ্চ মাধ্যমিক শিক্ষা বোর্ড, রাজশাহী',
  mission: [
    'মানসম্মত, যুগোপযোগী ও মূল্যবোধভিত্তিক উচ্চমাধ্যমিক শিক্ষার মাধ্যমে নওগাঁর গ্রাম ও শহরের তরুণদের জ্ঞানী, দক্ষ, সৎ ও দেশপ্রেমিক নাগরিক হিসেবে গড়ে তোলা।',
    'অভিজ্ঞ শিক্ষক, সমৃদ্ধ গ্রন্থাগার, আধুনিক পরীক্ষাগার ও তথ্যপ্রযুক্তির ব্যবহারে শ্রেণিকক্ষের শিক্ষাকে আনন্দময় ও কার্যকর করা; কোনো শিক্ষার্থী যেন আর্থিক কারণে পিছিয়ে না পড়ে, সেজন্য উপবৃত্তি ও বিনা বেতনে অধ্যয়নের সুযোগ নিশ্চিত করা।',
  ].join('\n\n'),
  objective: [
    'উচ্চমাধ্যমিক পরীক্ষায় পাসের হার ও জিপিএ-৫ প্রাপ্তির সংখ্যা ধারাবাহিকভাবে বাড়ানো।',
    'নিয়মিত উপস্থিতি, ধারাবাহিক মূল্যায়ন ও অভিভাবক সমাবেশের মাধ্যমে ঝরে পড়া রোধ করা।',
    'বিজ্ঞান ক্লাব, বিতর্ক, রোভার স্কাউট ও বিএনসিসির মাধ্যমে নেতৃত্ব, সহনশীলতা ও সৃজনশীলতা বিকাশ।',
    'ছাত্রীদের নিরাপদ ও সমান সুযোগের শিক্ষা পরিবেশ নিশ্চিত করা।',
    'ডিজিটাল হাজিরা, অনলাইন ফলাফল ও ওয়েবসাইটে নিয়মিত তথ্য প্রকাশের মাধ্যমে স্বচ্ছতা ও জবাবদিহি নিশ্চিত করা।',
  ].join('\n'),
  grs_officer_name: 'প্রফেসর নাসরিন সুলতানা (উপাধ্যক্ষ)',
  grs_officer_phone: '01819307264',
  grs_officer_email: 'grs@chandanpurcollege.edu.bd',
  rti_officer_name: 'মো. রফিকুল ইসলাম (সহযোগী অধ্যাপক, ইংরেজি)',
  rti_officer_phone: '01911583027',
  rti_officer_email: 'rti@chandanpurcollege.edu.bd',
};

/** One service of the citizen charter (সেবা প্রদান প্রতিশ্রুতি): its text on the record and its PDF's table. */
export interface CharterService {
  service: string;
  papers: string;
  fee: string;
  time: string;
  officer: string;
}

/** The citizen charter: the services the office gives, with what they need, cost and take, and who gives them. */
export const CITIZEN_CHARTER: CharterService[] = [
  { service: 'ভর্তি ফরম ও প্রসপেক্টাস বিতরণ', papers: 'অনলাইন আবেদনের নিশ্চয়ন স্লিপ', fee: 'বিনামূল্যে', time: 'তাৎক্ষণিক', officer: 'প্রধান সহকারী' },
  { service: 'প্রশংসাপত্র প্রদান', papers: 'আবেদনপত্র, এইচএসসি প্রবেশপত্রের ফটোকপি', fee: '১০০ টাকা', time: '৩ কার্যদিবস', officer: 'প্রধান সহকারী' },
  { service: 'ছাড়পত্র (টিসি) প্রদান', papers: 'আবেদনপত্র, অভিভাবকের সম্মতিপত্র, বকেয়া না থাকার প্রত্যয়ন', fee: '২০০ টাকা', time: '৫ কার্যদিবস', officer: 'উপাধ্যক্ষ' },
  { service: 'প্রত্যয়নপত্র (অধ্যয়নরত)', papers: 'আবেদনপত্র, কলেজ পরিচয়পত্রের ফটোকপি', fee: 'বিনামূল্যে', time: '২ কার্যদিবস', officer: 'অফিস সহকারী কাম কম্পিউটার মুদ্রাক্ষরিক' },
  { service: 'উপবৃত্তির আবেদন গ্রহণ ও যাচাই', papers: 'নির্ধারিত ফরম, জন্মনিবন্ধন, অভিভাবকের জাতীয় পরিচয়পত্র', fee: 'বিনামূল্যে', time: 'বিজ্ঞপ্তির সময়সীমা অনুযায়ী', officer: 'হিসাবরক্ষক' },
  { service: 'এইচএসসি ফরম পূরণ', papers: 'নির্বাচনী পরীক্ষার নম্বরপত্র, ফি জমার রসিদ', fee: 'বোর্ড নির্ধারিত', time: 'বোর্ডের সময়সূচি অনুযায়ী', officer: 'প্রধান সহকারী' },
  { service: 'গ্রন্থাগার কার্ড প্রদান', papers: 'কলেজ পরিচয়পত্র, এক কপি ছবি', fee: 'বিনামূল্যে', time: '১ কার্যদিবস', officer: 'গ্রন্থাগারিক' },
  { service: 'অভিযোগ গ্রহণ ও নিষ্পত্তি', papers: 'লিখিত বা অনলাইন অভিযোগ (জিআরএস)', fee: 'বিনামূল্যে', time: '৩০ কার্যদিবস', officer: 'অভিযোগ নিষ্পত্তি কর্মকর্তা' },
];

/** The citizen charter as the institution record's text: one service a line. */
export const CITIZEN_CHARTER_TEXT = CITIZEN_CHARTER.map(
  (s, i) => `${i + 1}. ${s.service} — প্রয়োজনীয় কাগজপত্র: ${s.papers}; সেবার মূল্য: ${s.fee}; সময়সীমা: ${s.time}; দায়িত্বপ্রাপ্ত: ${s.officer}।`,
)
  .join('\n')
  .replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

export interface DemoPerson {
  full_name: string;
  photo: Portrait;
  contact_phone: string | null;
  contact_email: string | null;
}

export const PRINCIPAL: DemoPerson & { message: string } = {
  full_name: 'প্রফেসর ড. মো. আবদুল হালিম',
  photo: 'm1',
  contact_phone: '01711428651',
  contact_email: 'principal@chandanpurcollege.edu.bd',
  message: [
    'চন্দনপুর সরকারি কলেজের ওয়েবসাইটে সবাইকে আন্তরিক শুভেচ্ছা। পাঁচ দশকেরও বেশি সময় ধরে এই কলেজ নওগাঁর গ্রাম ও শহরের হাজারো তরুণের স্বপ্ন পূরণের সোপান হয়ে আছে।',
    'আমাদের লক্ষ্য কেবল ভালো ফলাফল নয়; আমরা চাই আমাদের শিক্ষার্থীরা সৎ, দেশপ্রেমিক, বিজ্ঞানমনস্ক ও মানবিক মানুষ হয়ে গড়ে উঠুক। অভিজ্ঞ শিক্ষকমণ্ডলী, সমৃদ্ধ গ্রন্থাগার, আধুনিক পরীক্ষাগার ও প্রাণবন্ত সহশিক্ষা কার্যক্রম সেই লক্ষ্যেই কাজ করে যাচ্ছে।',
    'শিক্ষার্থী ও অভিভাবকদের প্রতি অনুরোধ, নিয়মিত নোটিশ দেখুন এবং যেকোনো প্রয়োজনে কলেজ অফিসের সঙ্গে যোগাযোগ করুন। সবার সহযোগিতায় চন্দনপুর সরকারি কলেজ আরও এগিয়ে যাবে — এই প্রত্যাশা।',
  ].join('\n\n'),
};

export const VICE_PRINCIPAL: DemoPerson & { message: string } = {
  full_name: 'প্রফেসর নাসরিন সুলতানা',
  photo: 'f1',
  contact_phone: '01819307264',
  contact_email: 'viceprincipal@chandanpurcollege.edu.bd',
  message: [
    'প্রিয় শিক্ষার্থীরা, কলেজজীবন তোমাদের ভবিষ্যতের ভিত গড়ার সময়। নিয়মিত ক্লাসে উপস্থিত থাকো, প্রশ্ন করতে দ্বিধা কোরো না, আর গ্রন্থাগারকে বন্ধু করে নাও।',
    'পড়াশোনার পাশাপাশি খেলাধুলা, বিতর্ক, বিজ্ঞান মেলা ও সাংস্কৃতিক আয়োজনে অংশ নাও — এগুলো তোমাদের আত্মবিশ্বাসী ও দায়িত্বশীল মানুষ হিসেবে গড়ে তুলবে। তোমাদের যেকোনো সমস্যায় শিক্ষকেরা সবসময় পাশে আছেন।',
  ].join('\n\n'),
};

export const COMMITTEE: (DemoPerson & { role: string })[] = [
  { full_name: 'মো. শফিকুল ইসলাম', role: 'সভাপতি', photo: 'm5', contact_phone: '01713048265', contact_email: 'dc.naogaon@example.gov.bd' },
  { full_name: PRINCIPAL.full_name, role: 'সদস্য সচিব', photo: PRINCIPAL.photo, contact_phone: PRINCIPAL.contact_phone, contact_email: PRINCIPAL.contact_email },
  { full_name: VICE_PRINCIPAL.full_name, role: 'সদস্য (উপাধ্যক্ষ)', photo: VICE_PRINCIPAL.photo, contact_phone: VICE_PRINCIPAL.contact_phone, contact_email: VICE_PRINCIPAL.contact_email },
  { full_name: 'মোছা. রোকসানা পারভীন', role: 'শিক্ষক প্রতিনিধি', photo: 'f2', contact_phone: '01915628340', contact_email: null },
  { full_name: 'মো. কামরুজ্জামান সরকার', role: 'অভিভাবক প্রতিনিধি', photo: 'm3', contact_phone: '01716952184', contact_email: null },
  { full_name: 'আলহাজ মো. আজিজুল হক', role: 'দাতা সদস্য', photo: 'm4', contact_phone: '01720473915', contact_email: null },
  { full_name: 'ডা. সুচিত্রা রানী সাহা', role: 'বিদ্যোৎসাহী সদস্য', photo: 'f3', contact_phone: '01552318746', contact_email: 'suchitra.saha@example.com' },
];

export interface DemoTeacher extends DemoPerson {
  designation: string;
  subject: string;
  profile: string;
  /** Holds regular classes (the principal and vice-principal do not appear in the routine). */
  teaches: boolean;
}

const teacherEmail = (user: string) => `${user}@chandanpurcollege.edu.bd`;

export const TEACHERS: DemoTeacher[] = [
  {
    full_name: PRINCIPAL.full_name, designation: 'অধ্যক্ষ', subject: 'রসায়ন', photo: 'm1', teaches: false,
    contact_phone: PRINCIPAL.contact_phone, contact_email: PRINCIPAL.contact_email,
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে রসায়নে স্নাতকোত্তর ও পিএইচডি। বিসিএস (সাধারণ শিক্ষা) ক্যাডারে ত্রিশ বছরের শিক্ষকতা; ২০১৯ সাল থেকে অধ্যক্ষের দায়িত্বে।',
  },
  {
    full_name: VICE_PRINCIPAL.full_name, designation: 'উপাধ্যক্ষ', subject: 'বাংলা', photo: 'f1', teaches: false,
    contact_phone: VICE_PRINCIPAL.contact_phone, contact_email: VICE_PRINCIPAL.contact_email,
    profile: 'ঢাকা বিশ্ববিদ্যালয় থেকে বাংলা ভাষা ও সাহিত্যে স্নাতকোত্তর। রবীন্দ্রসাহিত্য বিষয়ে একাধিক প্রবন্ধের লেখক।',
  },
  {
    full_name: 'মো. মাহবুবুর রহমান', designation: 'সহযোগী অধ্যাপক', subject: 'পদার্থবিজ্ঞান', photo: 'm5', teaches: true,
    contact_phone: '01712604837', contact_email: teacherEmail('mahbub.physics'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে পদার্থবিজ্ঞানে স্নাতকোত্তর। বিজ্ঞান ক্লাবের উপদেষ্টা।',
  },
  {
    full_name: 'শাহনাজ পারভীন', designation: 'সহযোগী অধ্যাপক', subject: 'বাংলা', photo: 'f3', teaches: true,
    contact_phone: '01817392046', contact_email: teacherEmail('shahnaz.bangla'),
    profile: 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় থেকে বাংলায় স্নাতকোত্তর। সাংস্কৃতিক কমিটির আহ্বায়ক।',
  },
  {
    full_name: 'মো. রফিকুল ইসলাম', designation: 'সহযোগী অধ্যাপক', subject: 'ইংরেজি', photo: 'm3', teaches: true,
    contact_phone: '01911583027', contact_email: teacherEmail('rafiq.english'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে ইংরেজি সাহিত্যে স্নাতকোত্তর। বিতর্ক ক্লাবের উপদেষ্টা।',
  },
  {
    full_name: 'তাহমিনা আক্তার', designation: 'সহকারী অধ্যাপক', subject: 'রসায়ন', photo: 'f2', teaches: true,
    contact_phone: '01715847203', contact_email: teacherEmail('tahmina.chem'),
    profile: 'শাহজালাল বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয় থেকে রসায়নে স্নাতকোত্তর।',
  },
  {
    full_name: 'সুব্রত কুমার সরকার', designation: 'সহকারী অধ্যাপক', subject: 'উচ্চতর গণিত', photo: 'm2', teaches: true,
    contact_phone: '01731926458', contact_email: teacherEmail('subrata.math'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে গণিতে স্নাতকোত্তর। গণিত অলিম্পিয়াড প্রস্তুতি দলের প্রশিক্ষক।',
  },
  {
    full_name: 'মো. আশরাফুল আলম', designation: 'সহকারী অধ্যাপক', subject: 'অর্থনীতি', photo: 'm4', teaches: true,
    contact_phone: '01818450692', contact_email: teacherEmail('ashraful.econ'),
    profile: 'চট্টগ্রাম বিশ্ববিদ্যালয় থেকে অর্থনীতিতে স্নাতকোত্তর।',
  },
  {
    full_name: 'ফারহানা ইয়াসমিন', designation: 'সহকারী অধ্যাপক', subject: 'জীববিজ্ঞান', photo: 'f4', teaches: true,
    contact_phone: '01912730584', contact_email: teacherEmail('farhana.bio'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে উদ্ভিদবিজ্ঞানে স্নাতকোত্তর। পরিবেশ ক্লাবের উপদেষ্টা।',
  },
  {
    full_name: 'মোছা. রোকসানা পারভীন', designation: 'সহকারী অধ্যাপক', subject: 'হিসাববিজ্ঞান', photo: 'f2', teaches: true,
    contact_phone: '01915628340', contact_email: teacherEmail('roksana.accounting'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে হিসাববিজ্ঞানে স্নাতকোত্তর। শিক্ষক পরিষদের সম্পাদক।',
  },
  {
    full_name: 'দেবাশীষ চক্রবর্তী', designation: 'প্রভাষক', subject: 'ইতিহাস', photo: 'm2', teaches: true,
    contact_phone: '01740385916', contact_email: teacherEmail('debashis.history'),
    profile: 'জগন্নাথ বিশ্ববিদ্যালয় থেকে ইতিহাসে স্নাতকোত্তর। কলেজ জাদুঘর কর্নারের তত্ত্বাবধায়ক।',
  },
  {
    full_name: 'মো. জাহিদ হাসান', designation: 'প্রভাষক', subject: 'তথ্য ও যোগাযোগ প্রযুক্তি', photo: 'm2', teaches: true,
    contact_phone: '01681204739', contact_email: teacherEmail('zahid.ict'),
    profile: 'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয় থেকে কম্পিউটার বিজ্ঞানে স্নাতক। কম্পিউটার ল্যাবের দায়িত্বে।',
  },
  {
    full_name: 'সাবরিনা ইসলাম', designation: 'প্রভাষক', subject: 'ইংরেজি', photo: 'f4', teaches: true,
    contact_phone: '01772049183', contact_email: teacherEmail('sabrina.english'),
    profile: 'ঢাকা বিশ্ববিদ্যালয় থেকে ইংরেজিতে স্নাতকোত্তর।',
  },
  {
    full_name: 'মো. তানভীর আহমেদ', designation: 'প্রভাষক', subject: 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা', photo: 'm3', teaches: true,
    contact_phone: '01823901475', contact_email: teacherEmail('tanvir.management'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে ব্যবস্থাপনায় স্নাতকোত্তর। রোভার স্কাউট দলের সম্পাদক।',
  },
  {
    full_name: 'নুসরাত জাহান', designation: 'প্রভাষক', subject: 'পৌরনীতি ও সুশাসন', photo: 'f3', teaches: true,
    contact_phone: '01936518024', contact_email: teacherEmail('nusrat.civics'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে রাষ্ট্রবিজ্ঞানে স্নাতকোত্তর।',
  },
  {
    full_name: 'মো. সাইফুল ইসলাম', designation: 'প্রভাষক', subject: 'বাংলা', photo: 'm4', teaches: true,
    contact_phone: '01710847362', contact_email: teacherEmail('saiful.bangla'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে বাংলায় স্নাতকোত্তর। কলেজ বার্ষিকী "চন্দনরেণু"-র সম্পাদক।',
  },
  {
    full_name: 'রাজিয়া সুলতানা', designation: 'প্রভাষক', subject: 'যুক্তিবিদ্যা', photo: 'f2', teaches: true,
    contact_phone: '01552907416', contact_email: teacherEmail('razia.logic'),
    profile: 'ঢাকা বিশ্ববিদ্যালয় থেকে দর্শনে স্নাতকোত্তর।',
  },
  {
    full_name: 'মো. মেহেদী হাসান', designation: 'প্রভাষক', subject: 'ফিন্যান্স, ব্যাংকিং ও বিমা', photo: 'm5', teaches: true,
    contact_phone: '01794316208', contact_email: teacherEmail('mehedi.finance'),
    profile: 'রাজশাহী বিশ্ববিদ্যালয় থেকে ফিন্যান্সে স্নাতকোত্তর।',
  },
  {
    full_name: 'অনিন্দিতা রায়', designation: 'প্রভাষক', subject: 'তথ্য ও যোগাযোগ প্রযুক্তি', photo: 'f4', teaches: true,
    contact_phone: '01620583914', contact_email: teacherEmail('anindita.ict'),
    profile: 'খুলনা প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয় থেকে কম্পিউটার প্রকৌশলে স্নাতক।',
  },
];

export const STAFF: (DemoPerson & { designation: string; profile: string })[] = [
  { full_name: 'মো. আনোয়ার হোসেন', designation: 'প্রধান সহকারী', photo: 'm4', contact_phone: '01713920564', contact_email: 'office@chandanpurcollege.edu.bd', profile: 'কলেজ অফিসে ২২ বছর ধরে কর্মরত; ভর্তি ও ফরম পূরণের কাজ দেখেন।' },
  { full_name: 'মো. শহিদুল ইসলাম', designation: 'হিসাবরক্ষক', photo: 'm3', contact_phone: '01816204758', contact_email: 'accounts@chandanpurcollege.edu.bd', profile: 'বেতন, ফি ও বৃত্তির হিসাব সংরক্ষণ করেন।' },
  { full_name: 'সালমা খাতুন', designation: 'গ্রন্থাগারিক', photo: 'f3', contact_phone: '01917463025', contact_email: 'library@chandanpurcollege.edu.bd', profile: 'গ্রন্থাগার ও তথ্যবিজ্ঞানে স্নাতকোত্তর; গ্রন্থাগারের ডিজিটাল ক্যাটালগ তৈরি করেছেন।' },
  { full_name: 'মো. রাশেদুল করিম', designation: 'অফিস সহকারী কাম কম্পিউটার মুদ্রাক্ষরিক', photo: 'm2', contact_phone: '01740915263', contact_email: null, profile: 'নোটিশ, প্রত্যয়নপত্র ও অফিস চিঠিপত্র প্রস্তুত করেন।' },
  { full_name: 'বিপ্লব কুমার দাস', designation: 'ল্যাবরেটরি সহকারী (পদার্থবিজ্ঞান)', photo: 'm2', contact_phone: '01571036482', contact_email: null, profile: 'পদার্থবিজ্ঞান পরীক্ষাগারের যন্ত্রপাতি ও ব্যবহারিক ক্লাস সহায়তা।' },
  { full_name: 'মো. মিজানুর রহমান', designation: 'ল্যাবরেটরি সহকারী (রসায়ন)', photo: 'm5', contact_phone: '01828374650', contact_email: null, profile: 'রসায়ন পরীক্ষাগারের রাসায়নিক দ্রব্য ও নিরাপত্তা সামগ্রী দেখাশোনা করেন।' },
  { full_name: 'মোছা. শিরিন আক্তার', designation: 'অফিস সহায়ক', photo: 'f2', contact_phone: '01935207841', contact_email: null, profile: 'অধ্যক্ষের দপ্তরে কর্মরত।' },
  { full_name: 'মো. আবুল কালাম', designation: 'নিরাপত্তা প্রহরী', photo: 'm4', contact_phone: '01718563092', contact_email: null, profile: 'প্রধান ফটক ও ক্যাম্পাসের নিরাপত্তার দায়িত্বে।' },
  { full_name: 'রতন চন্দ্র বর্মন', designation: 'পরিচ্ছন্নতা কর্মী', photo: 'm3', contact_phone: '01609428517', contact_email: null, profile: 'একাডেমিক ভবন ও শৌচাগার পরিচ্ছন্ন রাখেন।' },
];

/** Classes are named exactly so; the sections are the HSC groups of the Academic page. */
export const CLASSES = ['XI', 'XII'] as const;
export const SECTIONS = ['বিজ্ঞান', 'মানবিক', 'ব্যবসায় শিক্ষা'] as const;
export type SectionName = (typeof SECTIONS)[number];

const COMMON_SUBJECTS = ['বাংলা', 'ইংরেজি', 'তথ্য ও যোগাযোগ প্রযুক্তি'];

/** What each group studies, in both classes (the seven subjects of a week's routine). */
export const GROUP_SUBJECTS: Record<SectionName, string[]> = {
  বিজ্ঞান: [...COMMON_SUBJECTS, 'পদার্থবিজ্ঞান', 'রসায়ন', 'জীববিজ্ঞান', 'উচ্চতর গণিত'],
  মানবিক: [...COMMON_SUBJECTS, 'অর্থনীতি', 'পৌরনীতি ও সুশাসন', 'ইতিহাস', 'যুক্তিবিদ্যা'],
  'ব্যবসায় শিক্ষা': [...COMMON_SUBJECTS, 'হিসাববিজ্ঞান', 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা', 'ফিন্যান্স, ব্যাংকিং ও বিমা', 'অর্থনীতি'],
};

/** Every subject of a class: the union of its groups' subjects. */
export const CLASS_SUBJECTS: string[] = [...new Set(Object.values(GROUP_SUBJECTS).flat())];

/** Periods of a teaching day (a half-hour break after the third). */
export const PERIODS: readonly (readonly [string, string])[] = [
  ['09:30', '10:15'],
  ['10:15', '11:00'],
  ['11:00', '11:45'],
  ['12:15', '13:00'],
  ['13:00', '13:45'],
];

export interface DemoNotice {
  title: string;
  category: string;
  description: string;
  /** Age of the notice on the day of seeding (its PDF shows the date it had when the PDFs were made). */
  daysAgo: number;
  /** `notices/<pdf>.pdf` under api/demo/. */
  pdf: string;
}

/** Newest first. The PDFs' bodies are written in api/demo/make-assets.mjs, keyed by `pdf`. */
export const NOTICES: DemoNotice[] = [
  { pdf: 'exam-routine-xii', category: 'পরীক্ষা', daysAgo: 2, title: 'দ্বাদশ শ্রেণির নির্বাচনী পরীক্ষার সময়সূচি', description: 'দ্বাদশ শ্রেণির নির্বাচনী পরীক্ষা আগামী রবিবার থেকে শুরু হবে। বিস্তারিত সময়সূচি সংযুক্ত পিডিএফে দেওয়া হলো।' },
  { pdf: 'science-fair', category: 'সহশিক্ষা', daysAgo: 5, title: 'বিজ্ঞান মেলায় প্রকল্প জমা দেওয়ার আহ্বান', description: 'আন্তঃকলেজ বিজ্ঞান মেলায় অংশ নিতে আগ্রহী শিক্ষার্থীদের দলগত প্রকল্পের প্রস্তাব বিজ্ঞান ক্লাবে জমা দিতে হবে।' },
  { pdf: 'form-fillup', category: 'পরীক্ষা', daysAgo: 9, title: 'এইচএসসি পরীক্ষার ফরম পূরণ সংক্রান্ত বিজ্ঞপ্তি', description: 'আসন্ন এইচএসসি পরীক্ষার নিয়মিত ও অনিয়মিত পরীক্ষার্থীদের ফরম পূরণের নিয়ম ও ফি।' },
  { pdf: 'holiday-founding-day', category: 'ছুটি', daysAgo: 13, title: 'কলেজ প্রতিষ্ঠাবার্ষিকী উপলক্ষে ক্লাস বন্ধ', description: 'প্রতিষ্ঠাবার্ষিকী উদযাপনের দিন নিয়মিত ক্লাস বন্ধ থাকবে; সকাল ১০টায় আলোচনা সভা ও সাংস্কৃতিক অনুষ্ঠান।' },
  { pdf: 'parents-meeting', category: 'সাধারণ', daysAgo: 18, title: 'একাদশ শ্রেণির অভিভাবক সমাবেশ', description: 'শিক্ষার্থীদের উপস্থিতি ও ফলাফল নিয়ে অভিভাবকদের সঙ্গে মতবিনিময় সভা কলেজ মিলনায়তনে অনুষ্ঠিত হবে।' },
  { pdf: 'result-half-yearly', category: 'ফলাফল', daysAgo: 24, title: 'একাদশ শ্রেণির অর্ধবার্ষিক পরীক্ষার ফলাফল প্রকাশ', description: 'অর্ধবার্ষিক পরীক্ষার ফলাফল বিভাগীয় নোটিশ বোর্ডে প্রকাশিত হয়েছে; উত্তরপত্র দেখার সুযোগ থাকবে।' },
  { pdf: 'sports-registration', category: 'সহশিক্ষা', daysAgo: 29, title: 'বার্ষিক ক্রীড়া প্রতিযোগিতার নাম নিবন্ধন', description: 'দৌড়, দীর্ঘ লাফ, উচ্চ লাফ, গোলক নিক্ষেপসহ বিভিন্ন ইভেন্টে অংশ নিতে শারীরিক শিক্ষা বিভাগে নাম জমা দাও।' },
  { pdf: 'stipend', category: 'বৃত্তি', daysAgo: 35, title: 'উপবৃত্তির আবেদনপত্র জমা দেওয়ার বিজ্ঞপ্তি', description: 'উচ্চমাধ্যমিক উপবৃত্তি কর্মসূচির আওতায় যোগ্য শিক্ষার্থীদের অনলাইনে আবেদন করে কাগজপত্র অফিসে জমা দিতে হবে।' },
  { pdf: 'debate', category: 'সহশিক্ষা', daysAgo: 41, title: 'আন্তঃশ্রেণি বিতর্ক প্রতিযোগিতার বাছাই পর্ব', description: 'বিতর্ক ক্লাব আয়োজিত আন্তঃশ্রেণি বিতর্ক প্রতিযোগিতার বাছাই পর্ব কলেজ সেমিনার কক্ষে অনুষ্ঠিত হবে।' },
  { pdf: 'tuition-fees', category: 'সাধারণ', daysAgo: 47, title: 'বেতন ও সেশন ফি পরিশোধের শেষ সময়', description: 'চলতি শিক্ষাবর্ষের বেতন ও সেশন ফি নির্ধারিত ব্যাংক হিসাবে জমা দিয়ে রসিদ অফিসে দেখাতে হবে।' },
  { pdf: 'id-cards', category: 'সাধারণ', daysAgo: 54, title: 'শিক্ষার্থীদের ডিজিটাল পরিচয়পত্র বিতরণ', description: 'একাদশ ও দ্বাদশ শ্রেণির শিক্ষার্থীরা শ্রেণিশিক্ষকের কাছ থেকে নতুন ডিজিটাল পরিচয়পত্র সংগ্রহ করবে।' },
  { pdf: 'library', category: 'সাধারণ', daysAgo: 60, title: 'গ্রন্থাগারের বই ফেরত ও নতুন সদস্য কার্ড', description: 'গ্রন্থাগার থেকে নেওয়া সব বই ফেরত দিয়ে নতুন শিক্ষাবর্ষের সদস্য কার্ড সংগ্রহ করতে হবে।' },
  { pdf: 'attendance', category: 'সাধারণ', daysAgo: 67, title: 'শ্রেণিকক্ষে উপস্থিতি বিষয়ে সতর্কীকরণ', description: 'ন্যূনতম ৭৫ শতাংশ উপস্থিতি না থাকলে শিক্ষার্থীরা নির্বাচনী ও বোর্ড পরীক্ষায় অংশ নিতে পারবে না।' },
  { pdf: 'result-pretest', category: 'ফলাফল', daysAgo: 74, title: 'দ্বাদশ শ্রেণির প্রাক-নির্বাচনী পরীক্ষার ফলাফল', description: 'প্রাক-নির্বাচনী পরীক্ষার ফলাফল প্রকাশিত হয়েছে; অকৃতকার্য শিক্ষার্থীদের জন্য বিশেষ ক্লাসের ব্যবস্থা।' },
  { pdf: 'scouts-bncc', category: 'সহশিক্ষা', daysAgo: 82, title: 'রোভার স্কাউট ও বিএনসিসিতে নতুন সদস্য সংগ্রহ', description: 'একাদশ শ্রেণির আগ্রহী শিক্ষার্থীরা রোভার স্কাউট ও বিএনসিসি প্লাটুনে যোগ দিতে পারবে।' },
  { pdf: 'holiday-election', category: 'ছুটি', daysAgo: 90, title: 'ভোটকেন্দ্র হিসেবে ব্যবহারের কারণে কলেজ বন্ধ', description: 'স্থানীয় সরকার নির্বাচনে কলেজ ভবন ভোটকেন্দ্র হিসেবে ব্যবহৃত হওয়ায় তিন দিন ক্লাস বন্ধ থাকবে।' },
  { pdf: 'orientation', category: 'সাধারণ', daysAgo: 101, title: 'একাদশ শ্রেণির ওরিয়েন্টেশন ও ক্লাস শুরু', description: 'নবাগত শিক্ষার্থীদের ওরিয়েন্টেশন ক্লাস অনুষ্ঠিত হবে; পরদিন থেকে রুটিন অনুযায়ী নিয়মিত ক্লাস শুরু।' },
  { pdf: 'admission-final', category: 'ভর্তি', daysAgo: 112, title: 'একাদশ শ্রেণিতে ভর্তির চূড়ান্ত তালিকা প্রকাশ', description: 'তৃতীয় পর্যায়ের মনোনয়ন শেষে চূড়ান্ত ভর্তি তালিকা প্রকাশিত হয়েছে; নির্ধারিত সময়ে ভর্তি নিশ্চিত করতে হবে।' },
  { pdf: 'admission-documents', category: 'ভর্তি', daysAgo: 125, title: 'ভর্তির জন্য প্রয়োজনীয় কাগজপত্র ও ফি', description: 'এসএসসি নম্বরপত্র, প্রশংসাপত্র, জন্মনিবন্ধন সনদ ও ছবিসহ ভর্তির কাগজপত্র এবং ফি-এর হার।' },
  { pdf: 'admission-apply', category: 'ভর্তি', daysAgo: 140, title: 'একাদশ শ্রেণিতে ভর্তির অনলাইন আবেদন', description: 'একাদশ শ্রেণিতে বিজ্ঞান, মানবিক ও ব্যবসায় শিক্ষা শাখায় ভর্তির জন্য কেন্দ্রীয় ভর্তি ওয়েবসাইটে আবেদন করতে হবে।' },
];

export interface DemoGalleryItem {
  /** Under api/demo/gallery/. */
  file: string;
  caption: string;
}

/** In the order the gallery shows them (the newest first). */
export const GALLERY: DemoGalleryItem[] = [
  { file: 'campus.jpg', caption: 'কৃষ্ণচূড়ায় রাঙা সবুজ ক্যাম্পাস' },
  { file: 'sports.jpg', caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতায় ১০০ মিটার দৌড়' },
  { file: 'science-fair.jpg', caption: 'বিজ্ঞান মেলায় শিক্ষার্থীদের উদ্ভাবনী প্রকল্প' },
  { file: 'cultural.jpg', caption: 'নবীনবরণ উপলক্ষে সাংস্কৃতিক অনুষ্ঠান' },
  { file: 'library.jpg', caption: 'কলেজ গ্রন্থাগারের পাঠকক্ষ' },
  { file: 'prize-giving.jpg', caption: 'বার্ষিক পুরস্কার বিতরণী অনুষ্ঠান' },
  { file: 'flag.jpg', caption: 'বিজয় দিবসে শহীদ মিনারে জাতীয় পতাকা উত্তোলন' },
  { file: 'procession.jpg', caption: 'পহেলা বৈশাখের বর্ণিল শোভাযাত্রা' },
  { file: 'lab.jpg', caption: 'রসায়ন পরীক্ষাগারে ব্যবহারিক ক্লাস' },
];

/** Parts of the students' names and addresses, combined by the seed. */
export const STUDENT_NAMES = {
  muslim: {
    male: ['মো. রাকিবুল', 'মো. নাঈম', 'তানভীর', 'মো. সাকিব', 'আরিফুল', 'মো. ইমরান', 'রাহাত', 'মো. শাহরিয়ার', 'ফাহিম', 'মো. রিয়াদ', 'সাব্বির', 'মো. জুবায়ের', 'নাফিস', 'মো. আসিফ', 'তাহসিন', 'মো. মাহিন'],
    female: ['সুমাইয়া', 'তাসনিম', 'নুসরাত', 'ফারজানা', 'মারিয়া', 'সাদিয়া', 'জান্নাতুল ফেরদৌস', 'আফরিন', 'লামিয়া', 'রুবাইয়া', 'তানজিলা', 'ইশরাত', 'মাহমুদা', 'সানজিদা'],
    maleSurnames: ['হাসান', 'ইসলাম', 'হোসেন', 'রহমান', 'আলম', 'আহমেদ', 'কবির', 'সরকার'],
    femaleSurnames: ['আক্তার', 'খাতুন', 'ইসলাম', 'রহমান', 'জাহান', 'সুলতানা', 'পারভীন'],
    guardians: ['মো. আব্দুর রহিম', 'মো. আব্দুল করিম', 'মো. শাহজাহান আলী', 'মো. নুরুল ইসলাম', 'মো. মোস্তফা কামাল', 'মো. আনিসুর রহমান', 'মো. হাবিবুর রহমান', 'মো. জয়নাল আবেদীন', 'মো. আমজাদ হোসেন', 'মো. সিরাজুল ইসলাম'],
  },
  hindu: {
    male: ['সৌরভ', 'অর্ক', 'দীপ্ত', 'প্রান্ত', 'শুভ', 'অনিক', 'জয়'],
    female: ['প্রিয়াঙ্কা', 'অনন্যা', 'ঐশী', 'তৃষা', 'দীপা', 'মৌমিতা', 'স্নেহা'],
    surnames: ['সরকার', 'দাস', 'রায়', 'সাহা', 'বর্মন', 'মণ্ডল', 'পাল', 'চক্রবর্তী'],
    /** Given names of fathers; the family name is the student's. */
    guardians: ['নিখিল চন্দ্র', 'গোপাল চন্দ্র', 'সুশীল কুমার', 'বিমল কৃষ্ণ', 'হরিপদ', 'নারায়ণ চন্দ্র'],
  },
  villages: ['কাশিমপুর', 'শিবপুর', 'দুবলহাটি', 'বর্ষাইল', 'হাপানিয়া', 'চকদেব', 'তিলকপুর', 'বোয়ালিয়া', 'কীর্তিপুর', 'শৈলগাছী', 'পারনওগাঁ', 'চন্দনপুর'],
  upazilas: ['নওগাঁ সদর', 'মহাদেবপুর', 'মান্দা', 'রাণীনগর', 'আত্রাই', 'বদলগাছী'],
};

// ---- The college's public record (issue 13): exam results, routines as files, recognition and permission
// ---- letters. Their files are drawn by api/demo/make-assets.mjs (`records`) from these words.

export interface DemoResultGroup {
  section: SectionName;
  examinees: number;
  passed: number;
  gpa5: number;
}

/** A result sheet under api/demo/results/ (`<file>`): by section when `groups` is given, else a merit list. */
export interface DemoResult {
  year: number;
  category: 'Public' | 'Internal';
  className: (typeof CLASSES)[number];
  exam_name: string;
  /** The sheet's heading. */
  title: string;
  file: string;
  /** Counts by section; the record's counts are their sums. None: the result is published without counts. */
  groups?: DemoResultGroup[];
  /** A merit list (roll, section, GPA) for a sheet without counts. */
  merit?: { roll: number; section: SectionName; gpa: string }[];
}

/** The record's counts of a demo result: the sums over its sections, or null each. */
export function resultCounts(result: DemoResult): { examinees: number | null; passed: number | null; gpa5: number | null } {
  if (!result.groups) return { examinees: null, passed: null, gpa5: null };
  const sum = (key: 'examinees' | 'passed' | 'gpa5') => result.groups!.reduce((total, g) => total + g[key], 0);
  return { examinees: sum('examinees'), passed: sum('passed'), gpa5: sum('gpa5') };
}

/** Oldest first (the seed writes them so; the list shows the newest year first). */
export const RESULTS: DemoResult[] = [
  {
    year: 2022, category: 'Public', className: 'XII', exam_name: 'HSC', file: 'results/hsc-2022.pdf',
    title: 'উচ্চমাধ্যমিক সার্টিফিকেট (এইচএসসি) পরীক্ষা ২০২২',
    groups: [
      { section: 'বিজ্ঞান', examinees: 176, passed: 168, gpa5: 41 },
      { section: 'মানবিক', examinees: 205, passed: 172, gpa5: 6 },
      { section: 'ব্যবসায় শিক্ষা', examinees: 139, passed: 121, gpa5: 9 },
    ],
  },
  {
    year: 2023, category: 'Public', className: 'XII', exam_name: 'HSC', file: 'results/hsc-2023.pdf',
    title: 'উচ্চমাধ্যমিক সার্টিফিকেট (এইচএসসি) পরীক্ষা ২০২৩',
    groups: [
      { section: 'বিজ্ঞান', examinees: 182, passed: 175, gpa5: 48 },
      { section: 'মানবিক', examinees: 214, passed: 187, gpa5: 9 },
      { section: 'ব্যবসায় শিক্ষা', examinees: 146, passed: 131, gpa5: 12 },
    ],
  },
  {
    year: 2024, category: 'Internal', className: 'XI', exam_name: 'Half Yearly', file: 'results/half-yearly-2024-xi.pdf',
    title: 'একাদশ শ্রেণির অর্ধবার্ষিক পরীক্ষা ২০২৪',
    groups: [
      { section: 'বিজ্ঞান', examinees: 182, passed: 171, gpa5: 35 },
      { section: 'মানবিক', examinees: 214, passed: 189, gpa5: 4 },
      { section: 'ব্যবসায় শিক্ষা', examinees: 146, passed: 132, gpa5: 6 },
    ],
  },
  {
    year: 2024, category: 'Internal', className: 'XI', exam_name: 'Year Final', file: 'results/year-final-2024-xi.png',
    title: 'একাদশ শ্রেণির বার্ষিক পরীক্ষা ২০২৪ — মেধাতালিকা',
    merit: [
      { roll: 12, section: 'বিজ্ঞান', gpa: '5.00' },
      { roll: 3, section: 'বিজ্ঞান', gpa: '5.00' },
      { roll: 27, section: 'বিজ্ঞান', gpa: '4.92' },
      { roll: 8, section: 'মানবিক', gpa: '4.83' },
      { roll: 41, section: 'ব্যবসায় শিক্ষা', gpa: '4.75' },
      { roll: 15, section: 'মানবিক', gpa: '4.67' },
      { roll: 6, section: 'ব্যবসায় শিক্ষা', gpa: '4.58' },
      { roll: 33, section: 'বিজ্ঞান', gpa: '4.50' },
    ],
  },
  {
    year: 2024, category: 'Public', className: 'XII', exam_name: 'HSC', file: 'results/hsc-2024.pdf',
    title: 'উচ্চমাধ্যমিক সার্টিফিকেট (এইচএসসি) পরীক্ষা ২০২৪',
    groups: [
      { section: 'বিজ্ঞান', examinees: 190, passed: 184, gpa5: 57 },
      { section: 'মানবিক', examinees: 221, passed: 199, gpa5: 11 },
      { section: 'ব্যবসায় শিক্ষা', examinees: 151, passed: 138, gpa5: 15 },
    ],
  },
];

/** A routine as a file under api/demo/routines/: the week's classes (drawn from the demo routine) or an exam's days. */
export interface DemoRoutineFile {
  category: 'Academic' | 'Exam';
  className: (typeof CLASSES)[number];
  file: string;
  title: string;
  /** An exam routine's days: the day, then each section's paper. */
  exam?: { head: string[]; rows: string[][] };
}

/** XII's test-exam timetable: the routine file shows it, and so does the notice announcing the exam. */
export const EXAM_XII_TIMETABLE = {
  head: ['দিন', 'বিজ্ঞান', 'মানবিক', 'ব্যবসায় শিক্ষা'],
  rows: [
    ['১ম দিন (রবিবার)', 'বাংলা ১ম পত্র', 'বাংলা ১ম পত্র', 'বাংলা ১ম পত্র'],
    ['২য় দিন (সোমবার)', 'বাংলা ২য় পত্র', 'বাংলা ২য় পত্র', 'বাংলা ২য় পত্র'],
    ['৩য় দিন (মঙ্গলবার)', 'ইংরেজি ১ম পত্র', 'ইংরেজি ১ম পত্র', 'ইংরেজি ১ম পত্র'],
    ['৪র্থ দিন (বুধবার)', 'ইংরেজি ২য় পত্র', 'ইংরেজি ২য় পত্র', 'ইংরেজি ২য় পত্র'],
    ['৫ম দিন (বৃহস্পতিবার)', 'পদার্থবিজ্ঞান', 'অর্থনীতি', 'হিসাববিজ্ঞান'],
    ['৬ষ্ঠ দিন (রবিবার)', 'রসায়ন', 'পৌরনীতি ও সুশাসন', 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা'],
    ['৭ম দিন (সোমবার)', 'জীববিজ্ঞান / উচ্চতর গণিত', 'ইতিহাস / যুক্তিবিদ্যা', 'ফিন্যান্স, ব্যাংকিং ও বিমা'],
    ['৮ম দিন (মঙ্গলবার)', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'তথ্য ও যোগাযোগ প্রযুক্তি'],
  ],
};

/** Oldest first (the list shows the newest first). */
export const ROUTINE_FILES: DemoRoutineFile[] = [
  { category: 'Academic', className: 'XI', file: 'routines/academic-xi.pdf', title: 'একাদশ শ্রেণির ক্লাস রুটিন' },
  { category: 'Academic', className: 'XII', file: 'routines/academic-xii.pdf', title: 'দ্বাদশ শ্রেণির ক্লাস রুটিন' },
  {
    category: 'Exam', className: 'XI', file: 'routines/exam-xi.png', title: 'একাদশ শ্রেণির বার্ষিক পরীক্ষার রুটিন',
    exam: {
      head: ['দিন', 'বিজ্ঞান', 'মানবিক', 'ব্যবসায় শিক্ষা'],
      rows: [
        ['১ম দিন (রবিবার)', 'বাংলা ১ম পত্র', 'বাংলা ১ম পত্র', 'বাংলা ১ম পত্র'],
        ['২য় দিন (সোমবার)', 'ইংরেজি ১ম পত্র', 'ইংরেজি ১ম পত্র', 'ইংরেজি ১ম পত্র'],
        ['৩য় দিন (মঙ্গলবার)', 'পদার্থবিজ্ঞান ১ম পত্র', 'অর্থনীতি ১ম পত্র', 'হিসাববিজ্ঞান ১ম পত্র'],
        ['৪র্থ দিন (বুধবার)', 'রসায়ন ১ম পত্র', 'পৌরনীতি ও সুশাসন ১ম পত্র', 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা ১ম পত্র'],
        ['৫ম দিন (বৃহস্পতিবার)', 'জীববিজ্ঞান / উচ্চতর গণিত ১ম পত্র', 'ইতিহাস / যুক্তিবিদ্যা ১ম পত্র', 'ফিন্যান্স, ব্যাংকিং ও বিমা ১ম পত্র'],
        ['৬ষ্ঠ দিন (রবিবার)', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'তথ্য ও যোগাযোগ প্রযুক্তি'],
      ],
    },
  },
  {
    category: 'Exam', className: 'XII', file: 'routines/exam-xii.pdf', title: 'দ্বাদশ শ্রেণির নির্বাচনী পরীক্ষার রুটিন',
    exam: EXAM_XII_TIMETABLE,
  },
];

/** A letter to the college (under api/demo/acknowledgments/): who issued it, its memo and its paragraphs. */
export interface DemoLetter {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  file: string;
  issuer: string[];
  memo: string;
  subject: string;
  paragraphs: string[];
  signer: { name: string; title: string };
}

/** Oldest first; the .jpg ones are old letters kept as scans. */
export const LETTERS: DemoLetter[] = [
  {
    title: 'উচ্চমাধ্যমিক পর্যায়ে পাঠদানের অনুমতিপত্র',
    date: '1968-06-20',
    file: 'acknowledgments/permission-1968.jpg',
    issuer: ['মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড', 'রাজশাহী'],
    memo: 'মাউশিবো/রাজ/কলেজ/অনু/১৪৭/৬৮',
    subject: 'চন্দনপুর কলেজ, নওগাঁ-কে উচ্চমাধ্যমিক মানবিক শাখায় পাঠদানের অনুমতি প্রদান।',
    paragraphs: [
      'উপর্যুক্ত বিষয়ে কলেজ কর্তৃপক্ষের আবেদন ও পরিদর্শন প্রতিবেদনের পরিপ্রেক্ষিতে জানানো যাচ্ছে যে, চন্দনপুর কলেজ, নওগাঁ-কে ১৯৬৮-৬৯ শিক্ষাবর্ষ থেকে উচ্চমাধ্যমিক মানবিক শাখায় একাদশ শ্রেণিতে শিক্ষার্থী ভর্তি ও পাঠদানের অনুমতি দেওয়া হলো।',
      'অনুমতির শর্ত অনুযায়ী কলেজ কর্তৃপক্ষ প্রয়োজনীয় সংখ্যক যোগ্য শিক্ষক নিয়োগ, গ্রন্থাগার স্থাপন এবং বোর্ডের নির্ধারিত পাঠ্যক্রম অনুসরণ নিশ্চিত করবে। শর্ত পালনে ব্যর্থ হলে এ অনুমতি বাতিলযোগ্য বলে গণ্য হবে।',
    ],
    signer: { name: 'এ. কে. এম. নূরুল হক', title: 'কলেজ পরিদর্শক' },
  },
  {
    title: 'একাডেমিক স্বীকৃতিপত্র',
    date: '1970-02-15',
    file: 'acknowledgments/recognition-1970.jpg',
    issuer: ['মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড', 'রাজশাহী'],
    memo: 'মাউশিবো/রাজ/কলেজ/স্বী/৩২/৭০',
    subject: 'চন্দনপুর কলেজ, নওগাঁ-কে উচ্চমাধ্যমিক পর্যায়ে স্থায়ী একাডেমিক স্বীকৃতি প্রদান।',
    paragraphs: [
      'বোর্ডের পরিদর্শক দলের সন্তোষজনক প্রতিবেদনের ভিত্তিতে চন্দনপুর কলেজ, নওগাঁ-কে উচ্চমাধ্যমিক পর্যায়ে (মানবিক শাখা) একাডেমিক স্বীকৃতি দেওয়া হলো। এ কলেজের শিক্ষার্থীরা নিয়মিত পরীক্ষার্থী হিসেবে বোর্ডের উচ্চমাধ্যমিক পরীক্ষায় অংশ নিতে পারবে।',
      'কলেজ কর্তৃপক্ষ প্রতি শিক্ষাবর্ষে শিক্ষার্থী ভর্তির তথ্য, শিক্ষক তালিকা ও আর্থিক বিবরণী বোর্ডে দাখিল করবে।',
    ],
    signer: { name: 'এ. কে. এম. নূরুল হক', title: 'কলেজ পরিদর্শক' },
  },
  {
    title: 'বিজ্ঞান শাখা খোলার অনুমতিপত্র',
    date: '1974-05-12',
    file: 'acknowledgments/science-1974.pdf',
    issuer: ['মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড', 'রাজশাহী'],
    memo: 'মাউশিবো/রাজ/কলেজ/অনু/২১৯/৭৪',
    subject: 'চন্দনপুর কলেজ, নওগাঁ-এ উচ্চমাধ্যমিক বিজ্ঞান শাখা খোলার অনুমতি প্রদান।',
    paragraphs: [
      'কলেজের পদার্থবিজ্ঞান, রসায়ন ও জীববিজ্ঞান পরীক্ষাগার এবং শিক্ষক নিয়োগের তথ্য যাচাই করে ১৯৭৪-৭৫ শিক্ষাবর্ষ থেকে উচ্চমাধ্যমিক বিজ্ঞান শাখায় একাদশ শ্রেণিতে অনধিক একশো পঞ্চাশ জন শিক্ষার্থী ভর্তির অনুমতি দেওয়া হলো।',
      'পরীক্ষাগারে ব্যবহারিক ক্লাসের জন্য প্রয়োজনীয় যন্ত্রপাতি ও রাসায়নিক দ্রব্য সংরক্ষণ এবং শিক্ষার্থীদের নিরাপত্তা নিশ্চিত করা কলেজ কর্তৃপক্ষের দায়িত্ব।',
    ],
    signer: { name: 'মো. আব্দুস সাত্তার', title: 'কলেজ পরিদর্শক' },
  },
  {
    title: 'কলেজ জাতীয়করণের সরকারি আদেশ',
    date: '1986-03-01',
    file: 'acknowledgments/nationalisation-1986.pdf',
    issuer: ['গণপ্রজাতন্ত্রী বাংলাদেশ সরকার', 'শিক্ষা মন্ত্রণালয়', 'শাখা-১১'],
    memo: INSTITUTION.government_approval_number,
    subject: 'চন্দনপুর কলেজ, নওগাঁ-কে সরকারিকরণ (জাতীয়করণ) প্রসঙ্গে।',
    paragraphs: [
      'সরকার জনস্বার্থে চন্দনপুর কলেজ, নওগাঁ-কে ১ মার্চ ১৯৮৬ তারিখ থেকে সরকারি কলেজ হিসেবে ঘোষণা করেছে। এখন থেকে কলেজটি "চন্দনপুর সরকারি কলেজ" নামে পরিচিত হবে।',
      'কলেজের স্থাবর ও অস্থাবর সকল সম্পত্তি সরকারের অনুকূলে হস্তান্তরিত হবে। কর্মরত শিক্ষক ও কর্মচারীদের আত্তীকরণ প্রচলিত বিধি অনুযায়ী পৃথকভাবে সম্পন্ন করা হবে।',
    ],
    signer: { name: 'মো. মোজাম্মেল হক', title: 'উপসচিব' },
  },
  {
    title: 'উচ্চমাধ্যমিক পর্যায়ের স্বীকৃতি নবায়নপত্র (২০২৩-২০২৭)',
    date: '2023-01-10',
    file: 'acknowledgments/renewal-2023.pdf',
    issuer: ['মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড', 'রাজশাহী'],
    memo: 'রাশিবো/কপ/স্বী-নবা/৬৫০০/২০২৩/৮৮',
    subject: 'চন্দনপুর সরকারি কলেজ, নওগাঁ-এর উচ্চমাধ্যমিক পর্যায়ের একাডেমিক স্বীকৃতি নবায়ন।',
    paragraphs: [
      'কলেজ কর্তৃপক্ষের আবেদন ও সংশ্লিষ্ট কাগজপত্র পর্যালোচনা করে চন্দনপুর সরকারি কলেজ, নওগাঁ (EIIN: ' + INSTITUTION.eiin + ')-এর উচ্চমাধ্যমিক পর্যায়ে বিজ্ঞান, মানবিক ও ব্যবসায় শিক্ষা শাখার একাডেমিক স্বীকৃতি ১ জানুয়ারি ২০২৩ থেকে ৩১ ডিসেম্বর ২০২৭ পর্যন্ত নবায়ন করা হলো।',
      'স্বীকৃতির মেয়াদ শেষ হওয়ার অন্তত ছয় মাস আগে পরবর্তী নবায়নের জন্য আবেদন করতে হবে।',
    ],
    signer: { name: 'প্রফেসর মো. আরিফুল ইসলাম', title: 'কলেজ পরিদর্শক' },
  },
];

export interface DemoEvent {
  title: string;
  kind: CalendarKind;
  /** Its first day as MM-DD, in the year that puts it in the seeded academic year (seed.ts, planCalendar). */
  from: string;
  /** Its last day as MM-DD, the same year; none for a one-day event. */
  to?: string;
  note?: string;
}

/**
 * A Bangladeshi college's year: the national days off, the winter holidays, the HSC test and board exams, the
 * class XI admission and the class XI exams. Only days fixed in the solar calendar (the Eid and Puja holidays
 * move with the moon each year, so they are left to the Admin).
 */
export const CALENDAR_EVENTS: DemoEvent[] = [
  { title: 'একাদশ শ্রেণির ভর্তি', kind: 'admission', from: '07-01', to: '07-15', note: 'অনলাইন আবেদনে মনোনীতরা এসএসসির মূল নম্বরপত্র ও প্রশংসাপত্র নিয়ে কলেজ অফিসে ভর্তি হবে।' },
  { title: 'উচ্চ মাধ্যমিক (এইচএসসি) পরীক্ষা', kind: 'exam', from: '06-26', to: '08-10', note: 'শিক্ষা বোর্ডের সময়সূচি অনুযায়ী; পরীক্ষার দিনগুলোতে দ্বাদশ শ্রেণির ক্লাস বন্ধ।' },
  { title: 'একাদশ শ্রেণির ওরিয়েন্টেশন ও ক্লাস শুরু', kind: 'other', from: '07-20', note: 'সকাল ১০টায় কলেজ মিলনায়তনে নবাগত শিক্ষার্থী ও অভিভাবকদের সঙ্গে পরিচিতি সভা।' },
  { title: 'অর্ধবার্ষিক পরীক্ষা (একাদশ শ্রেণি)', kind: 'exam', from: '10-12', to: '10-26' },
  { title: 'এইচএসসি পরীক্ষার ফরম পূরণ', kind: 'admission', from: '11-10', to: '11-20', note: 'নিয়মিত ও অনিয়মিত পরীক্ষার্থীরা নির্ধারিত ফি ব্যাংকে জমা দিয়ে রসিদ অফিসে দেখাবে।' },
  { title: 'বিজয় দিবস', kind: 'holiday', from: '12-16', note: 'সকাল ৮টায় জাতীয় পতাকা উত্তোলন ও শহিদদের প্রতি শ্রদ্ধা নিবেদন; কলেজ বন্ধ।' },
  { title: 'শীতকালীন ছুটি', kind: 'holiday', from: '12-18', to: '12-31', note: 'ছুটি শেষে নতুন বছরের প্রথম কর্মদিবসে নিয়মিত ক্লাস।' },
  { title: 'উচ্চ মাধ্যমিক টেস্ট পরীক্ষা', kind: 'exam', from: '01-08', to: '01-22', note: 'দ্বাদশ শ্রেণির নির্বাচনী পরীক্ষা; প্রবেশপত্র পরীক্ষার আগের দিন বিতরণ।' },
  { title: 'বার্ষিক ক্রীড়া প্রতিযোগিতা', kind: 'other', from: '02-10', to: '02-11' },
  { title: 'শহিদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস', kind: 'holiday', from: '02-21', note: 'প্রভাতফেরি ও কলেজ শহিদ মিনারে পুষ্পস্তবক অর্পণ।' },
  { title: 'স্বাধীনতা ও জাতীয় দিবস', kind: 'holiday', from: '03-26' },
  { title: 'বাংলা নববর্ষ', kind: 'holiday', from: '04-14', note: 'পহেলা বৈশাখ; কলেজ প্রাঙ্গণে বৈশাখী অনুষ্ঠান।' },
  { title: 'মে দিবস', kind: 'holiday', from: '05-01' },
  { title: 'বার্ষিক পরীক্ষা (একাদশ শ্রেণি)', kind: 'exam', from: '05-10', to: '05-24', note: 'এই পরীক্ষার ফলে দ্বাদশ শ্রেণিতে উত্তরণ।' },
];
