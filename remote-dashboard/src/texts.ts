// Every visible text of the dashboard in one place, exactly as the spec and ui-text.md give them.
export const T = {
  dashboardTitle: 'ড্যাশবোর্ড',
  welcome: 'ড্যাশবোর্ডে স্বাগতম',
  welcomeHint: 'বাম পাশের মেনু থেকে একটি অংশ বেছে নিন।',
  expand: 'মেনু বড় করুন',
  collapse: 'মেনু ছোট করুন',
  sidebar: 'ড্যাশবোর্ড মেনু',
  sidebarPanel: 'ড্যাশবোর্ড সাইডবার',
  home: 'হোম',
  logout: 'লগআউট',
  notFound: '404 - Page not found',
  groups: {
    site: 'সাইট কনফিগারেশন',
    default: 'ডিফল্ট',
    academic: 'একাডেমিক',
  },
  screens: {
    'college-info': 'প্রতিষ্ঠানের তথ্য',
    'principal-info': 'অধ্যক্ষ/উপাধ্যক্ষ',
    'committee-member': 'কমিটি সদস্য',
    'gallery-upload': 'গ্যালারি ছবি',
    'gallery-list': 'গ্যালারি তালিকা',
    'add-class': 'শ্রেণি যোগ করুন',
    'add-subject': 'বিষয় যোগ করুন',
    notices: 'নোটিশ',
    'student-info-form': 'শিক্ষার্থীর তথ্য',
    'teacher-info-form': 'শিক্ষকের তথ্য',
    'staff-info-form': 'কর্মচারীর তথ্য',
    'class-routine': 'ক্লাস রুটিন',
  },
} as const;

export type ScreenPath = keyof typeof T.screens;
