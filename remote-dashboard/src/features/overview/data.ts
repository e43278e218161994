// What the overview reads: the college's numbers (`GET stats/`, the one the public /about reads, counts only),
// and counts and rows of lists the Admin reads anyway: this month's notices (`notices/?date_after=&date_before=`
// with a page of one, whose `count` is the number), unread contact messages (`contacts/?is_read=false`) and the
// latest messages. No endpoint of its own for those: each number is what the list it links to shows. The last
// backup's time and size come from `GET backups/` (Admin only, never cached), read again on each visit.
import { baseApi } from 'remote_shared/api';
import { REGISTRY } from 'remote_shared/registry';
import { type BackupStatus, type Stats, statsOf, toBengaliDigits } from 'remote_shared/schemas';
import type { AnswerOf } from 'remote_shared/registry';
import { useListPageQuery } from '../../crud/api';
import { RESOURCES } from '../../crud/resources';

const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOverviewStats: build.query<Stats, void>({
      query: () => 'stats/',
      transformResponse: statsOf,
      providesTags: [REGISTRY.students.tag, REGISTRY.teachers.tag, REGISTRY.staff.tag, REGISTRY.classes.tag],
    }),
    // A backup is made outside the dashboard (a command, the schedule): nothing here invalidates it, so each
    // visit of the overview asks again.
    getBackupStatus: build.query<BackupStatus, void>({ query: () => 'backups/', keepUnusedDataFor: 0 }),
  }),
});

export const { useGetOverviewStatsQuery, useGetBackupStatusQuery } = overviewApi;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size as people read it, 1024-based as the upload limits are: `১২.৫ MB`. */
export function readableSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${toBengaliDigits(shown)} ${SIZE_UNITS[unit]}`;
}

/** How many students each class has, in the server's order (by class name). */
export interface ClassCount {
  id: number;
  name: string;
  count: number;
}

export function studentsByClass(stats: Stats): ClassCount[] {
  const classes = new Map<number, ClassCount>();
  for (const row of stats.students) {
    const found = classes.get(row.class_name);
    if (found) found.count += row.count;
    else classes.set(row.class_name, { id: row.class_name, name: row.class, count: row.count });
  }
  return [...classes.values()];
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The first and last day of `today`'s month (the reader's calendar), as the date filters take them. */
export function monthOf(today: Date): { date_after: string; date_before: string } {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const days = new Date(year, month, 0).getDate();
  return { date_after: `${year}-${twoDigits(month)}-01`, date_before: `${year}-${twoDigits(month)}-${twoDigits(days)}` };
}

/** The number of rows a list has under `params`: its page of one row's `count`; null until known. */
function useListCount(resource: keyof typeof RESOURCES, params: Record<string, string>): number | null {
  const { data } = useListPageQuery({ resource: RESOURCES[resource], params, page: 1, pageSize: 1 });
  return data ? data.count : null;
}

export function useNoticesThisMonth(today: Date): number | null {
  return useListCount('notices', monthOf(today));
}

export function useUnreadMessages(): number | null {
  return useListCount('contacts', { is_read: 'false' });
}

export const LATEST_MESSAGES = 5;

export function useLatestMessages() {
  const { data, isError } = useListPageQuery({ resource: RESOURCES.contacts, page: 1, pageSize: LATEST_MESSAGES });
  return { messages: (data?.results ?? null) as AnswerOf<'contacts'>[] | null, isError };
}
