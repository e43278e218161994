// Calendar dates ('1986-03-01') written out by table, not by Intl: the first toLocaleDateString call in a
// locale loads its ICU data, which costs a slow phone a long task (over 100 ms at 4x CPU) on every page load.
// The words are the ones Chromium's ICU gives for 'bn-BD' (month long) and 'en-GB' (month short).
import { toBengaliDigits } from 'remote_shared/schemas';

const BENGALI_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

interface CalendarDate {
  year: number;
  month: number; // 0-11
  day: number;
}

/** The calendar date at the start of `date`, or null when it is not a real YYYY-MM-DD date. */
function parseCalendarDate(date: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const check = new Date(Date.UTC(year, month, day));
  if (check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** '1986-03-01' -> '১ মার্চ, ১৯৮৬'. Anything else is shown as it came. */
export function formatBengaliDate(date: string | null | undefined): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date ?? '';
  return `${toBengaliDigits(parsed.day)} ${BENGALI_MONTHS[parsed.month]}, ${toBengaliDigits(parsed.year)}`;
}

/** '2025-11-05' -> '5 Nov 2025', the en-GB day, short month and year (read as a calendar date, so no time zone can move it a day). */
export function formatEnglishDate(date: string | null | undefined): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date ?? '';
  return `${parsed.day} ${ENGLISH_MONTHS[parsed.month]} ${parsed.year}`;
}

/**
 * A span of days, its month and year written once where both ends share them: '১০ – ২০ ডিসেম্বর, ২০২৬',
 * '২৫ ফেব্রুয়ারি – ১ মার্চ, ২০২৭', '১৮ ডিসেম্বর, ২০২৬ – ৫ জানুয়ারি, ২০২৭'; one day (no end, or the same) as
 * formatBengaliDate writes it.
 */
export function formatBengaliRange(start: string, end: string | null | undefined): string {
  const [from, to] = [parseCalendarDate(start), parseCalendarDate(end)];
  if (!from || !to || end! <= start) return formatBengaliDate(start);
  const day = (d: CalendarDate) => toBengaliDigits(d.day);
  const month = (d: CalendarDate) => BENGALI_MONTHS[d.month];
  if (from.year !== to.year) return `${formatBengaliDate(start)} – ${formatBengaliDate(end)}`;
  const year = toBengaliDigits(to.year);
  if (from.month !== to.month) return `${day(from)} ${month(from)} – ${day(to)} ${month(to)}, ${year}`;
  return `${day(from)} – ${day(to)} ${month(to)}, ${year}`;
}

/** Today's date (YYYY-MM-DD) in Bangladesh, UTC+6 all year (no summer time), without Intl's time zone data. */
export function bangladeshToday(now: number = Date.now()): string {
  return new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
}
