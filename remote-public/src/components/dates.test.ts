import { bangladeshToday, formatBengaliDate, formatBengaliRange, formatEnglishDate } from './dates';

// The answers browsers give through Intl, which these tables stand in for.
const intlBengali = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const intlEnglish = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('calendar dates', () => {
  it('writes a date in Bengali words and digits', () => {
    expect(formatBengaliDate('1986-03-01')).toBe('১ মার্চ, ১৯৮৬');
    expect(formatBengaliDate('2025-12-31')).toBe('৩১ ডিসেম্বর, ২০২৫');
  });

  it('writes a date in the en-GB style', () => {
    expect(formatEnglishDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatEnglishDate('2025-11-05T10:00:00Z')).toBe('5 Nov 2025');
  });

  it.each(['2026-01-15', '2026-02-28', '2026-05-09', '2026-06-30', '2026-07-01', '2026-08-20', '2026-09-11', '2026-10-02', '2024-02-29', '2026-04-10', '2026-11-23'])(
    'agrees with Intl for %s',
    (date) => {
      expect(formatBengaliDate(date)).toBe(intlBengali(date));
      expect(formatEnglishDate(date)).toBe(intlEnglish(date));
    },
  );

  it('shows anything that is not a real date as it came', () => {
    expect(formatBengaliDate('2026-02-30')).toBe('2026-02-30');
    expect(formatEnglishDate('soon')).toBe('soon');
    expect(formatEnglishDate(null)).toBe('');
    expect(formatBengaliDate(undefined)).toBe('');
  });

  it('writes a span of days with its month and year once where the ends share them', () => {
    expect(formatBengaliRange('2026-12-10', '2026-12-20')).toBe('১০ – ২০ ডিসেম্বর, ২০২৬');
    expect(formatBengaliRange('2027-02-25', '2027-03-01')).toBe('২৫ ফেব্রুয়ারি – ১ মার্চ, ২০২৭');
    expect(formatBengaliRange('2026-12-18', '2027-01-05')).toBe('১৮ ডিসেম্বর, ২০২৬ – ৫ জানুয়ারি, ২০২৭');
    // One day: no end, the same day, or an end that is no date.
    for (const end of [null, '2026-12-16', 'soon']) expect(formatBengaliRange('2026-12-16', end)).toBe('১৬ ডিসেম্বর, ২০২৬');
  });

  it("counts today in Bangladesh, six hours ahead of UTC", () => {
    expect(bangladeshToday(Date.parse('2026-12-15T17:59:59Z'))).toBe('2026-12-15');
    expect(bangladeshToday(Date.parse('2026-12-15T18:00:00Z'))).toBe('2026-12-16');
  });
});
