import { notice } from '../../testing/fixtures';
import { filterNotices, formatNoticeDate, pageCount, pageOf } from './noticeSearch';

describe('notice search', () => {
  const notices = [
    notice(1, { title: 'HSC Exam Routine ২০২৬', category: 'পরীক্ষা' }),
    notice(2, { title: 'ভর্তি বিজ্ঞপ্তি', category: 'Admission' }),
    notice(3, { title: 'ছুটির নোটিশ', category: null }),
  ];

  it('matches title or category, ignoring case', () => {
    expect(filterNotices(notices, 'hsc exam').map((n) => n.id)).toEqual([1]);
    expect(filterNotices(notices, 'ADMISSION').map((n) => n.id)).toEqual([2]);
    expect(filterNotices(notices, 'পরীক্ষা').map((n) => n.id)).toEqual([1]);
    expect(filterNotices(notices, 'নেই এমন').map((n) => n.id)).toEqual([]);
  });

  it('treats Bengali and Latin digits alike, both ways', () => {
    expect(filterNotices(notices, '2026').map((n) => n.id)).toEqual([1]);
    expect(filterNotices(notices, '২০২৬').map((n) => n.id)).toEqual([1]);
  });

  it('keeps every notice, in the given order, for a blank search', () => {
    expect(filterNotices(notices, '   ').map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('pages six at a time', () => {
    const many = Array.from({ length: 13 }, (_, i) => i + 1);
    expect(pageCount(13)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf(many, 3)).toEqual([13]);
  });

  it('formats dates as day, short month, year (en-GB), whatever the time zone', () => {
    expect(formatNoticeDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatNoticeDate('2025-12-31')).toBe('31 Dec 2025');
  });
});
