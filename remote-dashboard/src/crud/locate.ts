// After adding or editing a record the user sees it: the list moves to the page where the server's own order puts
// the record, and marks its row (নতুন for a new one, সম্পাদিত for an edited one, whose new name or roll may have
// moved it). The page is found, not guessed: the ids of the list under the screen's searches and filters are
// read in the server's order, a thousand at a time (`?fields=id&page_size=1000`; for a new record the last thousand
// first, where a list in the order of creation puts it, for an edited one the thousand around its old place), so
// it holds for any order (students by class, section and roll; notices by date). A new record the filters leave
// out is shown in the whole list instead (a new history entry, so Back returns to the filtered view); an edited
// one the filters now leave out is not followed out of the view the user chose. Nothing moves if the user has
// moved on meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLazyListPageQuery, type Params, type Resource } from './api';
import { sameQuery, type ListState } from './listState';
import { PAGE_SIZE } from './pagination';
import { EDITED_ROW_LABEL, NEW_ROW_LABEL } from './DataTable';

/** Ids read at once: the server's largest page. */
export const ID_CHUNK = 1000;
/** Beyond this many chunks (50,000 rows) the record is not looked for. */
const MAX_CHUNKS = 50;

const nonBlank = (values: Record<string, string>): Params => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));

/** What was saved: a record added, or one edited. */
export type Saved = 'added' | 'edited';
const MARKS: Record<Saved, string> = { added: NEW_ROW_LABEL, edited: EDITED_ROW_LABEL };

export function useShowSaved(resource: Resource, list: Pick<ListState, 'page' | 'values' | 'queryFor'>) {
  const [fetchPage] = useLazyListPageQuery();
  const location = useLocation();
  const navigate = useNavigate();
  // Where the user is now, read after each await: nothing moves once they have gone elsewhere.
  const here = useRef(location.search);
  useEffect(() => {
    here.current = location.search;
  }, [location.search]);
  const [marked, setMarked] = useState<{ id: number; query: string; saved: Saved } | null>(null);
  const { page, values, queryFor } = list;

  /**
   * Where record `id` is in the list under `params` (0-based), or null when it is not in it. The chunk of ids tried
   * first is `near`'s (an edited record's old place, which it mostly keeps), else the last (where a new record
   * mostly goes); then the others in order.
   */
  const indexOf = useCallback(
    async (params: Params, id: number, near: number | null): Promise<number | null> => {
      const chunk = (page: number | 'last') => fetchPage({ resource, params: { ...params, fields: 'id' }, page, pageSize: ID_CHUNK }).unwrap();
      const find = (rows: unknown[]) => rows.findIndex((row) => (row as { id?: unknown }).id === id);
      const tried = new Set<number>();
      const look = async (page: number | 'last'): Promise<{ index: number | null; pages: number }> => {
        const answer = await chunk(page);
        tried.add(answer.page);
        const at = find(answer.results);
        return { index: at >= 0 ? (answer.page - 1) * ID_CHUNK + at : null, pages: Math.max(1, Math.ceil(answer.count / ID_CHUNK)) };
      };
      const first = await look(near ?? 'last');
      if (first.index !== null) return first.index;
      for (let n = 1; n <= first.pages && n <= MAX_CHUNKS; n++) {
        if (tried.has(n)) continue;
        const found = await look(n);
        if (found.index !== null) return found.index;
      }
      return null;
    },
    [fetchPage, resource],
  );

  /** Shows the page of the record just added or edited, `id`, and marks its row. */
  const show = useCallback(
    async (id: number, saved: Saved = 'added') => {
      const started = here.current;
      const filtered = Object.keys(nonBlank(values)).length > 0;
      const views = filtered && saved === 'added' ? [values, Object.fromEntries(Object.keys(values).map((key) => [key, '']))] : [values];
      try {
        for (const view of views) {
          // An edited record was on the page shown: its chunk is read first.
          const near = saved === 'edited' ? Math.floor(((page - 1) * PAGE_SIZE) / ID_CHUNK) + 1 : null;
          const index = await indexOf(nonBlank(view), id, near);
          if (here.current !== started) return;
          if (index === null) continue;
          const query = queryFor(view, Math.floor(index / PAGE_SIZE) + 1);
          setMarked({ id, query, saved });
          if (!sameQuery(query, started)) void navigate({ search: query });
          return;
        }
      } catch (error) {
        console.error(`[dashboard] the ${saved} ${resource.path} record could not be found in the list`, error);
      }
    },
    [page, values, queryFor, indexOf, navigate, resource.path],
  );

  const shown = marked && sameQuery(marked.query, location.search) ? marked : null;
  return { show, markedId: shown?.id ?? null, markedLabel: shown ? MARKS[shown.saved] : undefined };
}
