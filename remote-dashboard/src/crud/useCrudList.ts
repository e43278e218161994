// What every list screen sets up, written once: the list's searches, filters and page in the URL (listState.ts),
// the page the server answers under them (kept in range when rows go), the record just saved found and marked
// (locate.ts), writes that toast their outcome, and delete after confirmation, the focus going back to the
// heading when the row that had it goes. CrudScreen, the name lists and the gallery list use it; a read-only
// list (the audit trail) uses its first part, usePagedList.
import { useRef } from 'react';
import type { Resource } from './api';
import { useKeepPageInRange, useListState } from './listState';
import { useShowSaved } from './locate';
import { usePagedRecords, useWrites, type ResourceTexts } from './records';
import { useConfirmedDelete } from './useDelete';

const NO_KEYS: readonly string[] = [];

/** A page of the server's list under the searches and filters named `filterKeys`, all in the URL. */
export function usePagedList<R>(resource: Resource, { filterKeys = NO_KEYS, loadFailed }: { filterKeys?: readonly string[]; loadFailed?: string } = {}) {
  const state = useListState(filterKeys);
  const list = usePagedRecords<R>(resource, { params: state.params, page: state.page, loadFailed });
  useKeepPageInRange(list.answeredPage, state);
  /** The page as the table takes it: `<DataTable {...table} … />`. */
  const table = { rows: list.rows, firstIndex: list.firstIndex, isLoading: list.isLoading, isBusy: list.isFetching, isError: list.isError };
  return { state, list, table };
}

/** A list screen's list, its writes and deletes: `texts` are the resource's toasts. */
export function useCrudList<R>(resource: Resource, texts: ResourceTexts, filterKeys?: readonly string[]) {
  const { state, list, table } = usePagedList<R>(resource, { filterKeys, loadFailed: texts.loadFailed });
  const saved = useShowSaved(resource, state);
  const writes = useWrites(resource, texts);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletes = useConfirmedDelete(writes.remove, heading);
  return { state, list, table, saved, writes, heading, deletes };
}

export type CrudList<R> = ReturnType<typeof useCrudList<R>>;
