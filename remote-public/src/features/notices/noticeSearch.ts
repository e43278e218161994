// The public notice list's rules (spec section 9): search on title and category, case-insensitive, with
// Bengali and Latin digits alike; 6 notices a page; dates as day, short month, year in the en-GB style.
import { toLatinDigits } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { formatEnglishDate } from '../../components/dates';

export const NOTICE_PAGE_SIZE = 6;

/** The form a text is compared in: Latin digits, lower case, single spaces. */
export function searchable(text: string | null | undefined): string {
  return toLatinDigits(text ?? '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function filterNotices(notices: readonly AnswerOf<'notices'>[], query: string): AnswerOf<'notices'>[] {
  const wanted = searchable(query);
  if (!wanted) return [...notices];
  return notices.filter((notice) => searchable(notice.title).includes(wanted) || searchable(notice.category).includes(wanted));
}

export function pageCount(total: number, pageSize = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = NOTICE_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** A notice's date in the en-GB style: '2025-11-05' -> '5 Nov 2025'. */
export const formatNoticeDate = formatEnglishDate;
