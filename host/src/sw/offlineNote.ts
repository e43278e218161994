// The note a page kept for offline reading carries (plugins.ts), apart from the worker's code: the page's first
// script (starter.ts) reads its class.
export const OFFLINE_NOTE_TEXT = 'আপনি অফলাইনে আছেন: এটি আগে সংরক্ষিত কপি, তথ্য পুরনো হতে পারে।';
export const OFFLINE_NOTE_CLASS = 'offline-note';
