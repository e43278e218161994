// The hooks every list screen uses: a page of a resource's list and the whole of a compact one (with the list's
// load-failure toast), and writes that toast their outcome. After a write the cache refetches the lists it
// invalidated (see api.ts).
import { useEffect } from 'react';
import { errorMessage } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { useCreateRecordMutation, useDeleteRecordMutation, useListPageQuery, useListRecordsQuery, useListValuesQuery, useUpdateRecordMutation, type Body, type Params, type Resource } from './api';
import { PAGE_SIZE, pageCountOf } from './pagination';

/** The toasts of one resource (spec section 8 where it quotes them). */
export interface ResourceTexts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** Shown when the list cannot be loaded; lists without one only log (and show their error row). */
  loadFailed?: string;
}

/** Logs a list that could not be loaded and toasts the screen's message for it, if it has one. */
function useLoadFailure(resource: Resource, isError: boolean, error: unknown, loadFailed?: string) {
  useEffect(() => {
    if (!isError) return;
    console.error(`[dashboard] ${resource.path} could not be loaded`, error);
    if (loadFailed) notify.error(loadFailed);
  }, [isError, error, loadFailed, resource.path]);
}

/** The whole list (for a select or a name lookup: ask for few fields, `{ fields: 'id,name' }`). */
export function useRecords<T>(resource: Resource, { params, loadFailed, skip }: { params?: Params; loadFailed?: string; skip?: boolean } = {}) {
  const query = useListRecordsQuery({ resource, params }, { skip });
  const { isError, error } = query;
  useLoadFailure(resource, isError, error, loadFailed);
  return {
    // The answer for these params only: a changed filter shows the spinner, not the previous filter's rows.
    rows: (query.currentData ?? []) as T[],
    isLoading: query.isLoading || (query.isFetching && !query.currentData),
    isFetching: query.isFetching,
    isError,
    refetch: query.refetch,
  };
}

/**
 * One page of a list screen, from the server: the rows of `page` under the searches and filters in `params`.
 * While another page or filter is on its way, the rows shown so far stay (marked busy) rather than a spinner, so
 * the table and its pagination do not jump; the spinner shows only before the first answer.
 */
export function usePagedRecords<T>(resource: Resource, { params, page, loadFailed }: { params?: Params; page: number; loadFailed?: string }) {
  const query = useListPageQuery({ resource, params, page, pageSize: PAGE_SIZE });
  const { isError, error } = query;
  useLoadFailure(resource, isError, error, loadFailed);
  const shown = query.data;
  return {
    rows: (shown?.results ?? []) as T[],
    count: shown?.count ?? 0,
    pageCount: pageCountOf(shown?.count ?? 0),
    /** The index of the first row shown (for the '#' column). */
    firstIndex: ((shown?.page ?? 1) - 1) * PAGE_SIZE,
    /** The page the server answered for this very request: the last one when `page` is past it. */
    answeredPage: query.currentData?.page ?? null,
    isLoading: !shown && !isError,
    isFetching: query.isFetching,
    isError,
  };
}

const NO_VALUES: string[] = [];

/** The distinct values of a field in the data (`?distinct=designation`), for a filter's choices or suggestions. */
export function useDistinct(resource: Resource, field: string): string[] {
  const { data, isError, error } = useListValuesQuery({ resource, field });
  useLoadFailure(resource, isError, error);
  return data ?? NO_VALUES;
}

/** The server's own reason for a refusal, when it gave one beyond field errors (`detail`, non_field_errors). */
export function refusalDetail(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const { detail, non_field_errors: nonField } = data as { detail?: unknown; non_field_errors?: unknown };
  if (typeof detail === 'string') return detail;
  if (Array.isArray(nonField) && nonField.length) return String(nonField[0]);
  return null;
}

/** The id of a record a create answered, if it is one. */
export function createdId(answer: unknown): number | null {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
}

export type WriteResult = { ok: true; answer: unknown } | { ok: false; error: unknown };

export function useWrites(resource: Resource, texts: ResourceTexts) {
  const [create, created] = useCreateRecordMutation();
  const [update, updated] = useUpdateRecordMutation();
  const [destroy, deleted] = useDeleteRecordMutation();

  /** Creates (no id) or updates a record; toasts the outcome. */
  async function save(body: Body, id?: number | null, method: 'PUT' | 'PATCH' = 'PATCH'): Promise<WriteResult> {
    const isNew = id === undefined || id === null;
    try {
      const answer = isNew ? await create({ resource, body }).unwrap() : await update({ resource, id, body, method }).unwrap();
      notify.success(isNew ? texts.created : texts.updated);
      return { ok: true, answer };
    } catch (error) {
      console.error(`[dashboard] saving ${resource.path} failed`, error);
      notify.error(isNew ? texts.createFailed : texts.updateFailed);
      return { ok: false, error };
    }
  }

  /** Deletes a record; a refusal with a reason (a class still in use) shows that reason too. */
  async function remove(id: number): Promise<boolean> {
    try {
      await destroy({ resource, id }).unwrap();
      notify.success(texts.deleted);
      return true;
    } catch (error) {
      console.error(`[dashboard] deleting ${resource.path}/${id} failed`, error);
      notify.error(texts.deleteFailed);
      const detail = refusalDetail(error) ?? (errorMessage(error, '') || null);
      if (detail) notify.error(detail);
      return false;
    }
  }

  return { save, remove, isSaving: created.isLoading || updated.isLoading, isDeleting: deleted.isLoading };
}
