// The one RTK Query cache of the page. Remotes add their endpoints with `baseApi.injectEndpoints`, so every
// screen shares one cache (the institution is fetched once per visit and read by header, footer and pages).
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosAdapter, AxiosRequestConfig } from 'axios';
import { RESOURCE_TAGS } from '../registry/resources';
import { isHydrateAction } from '../store/serverState';
import { apiClient } from './client';

export interface ApiQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  /** The query, as axios writes it (`?name=value`, arrays as repeated names). */
  params?: Record<string, unknown>;
}

export interface ApiQueryError {
  status: number;
  data: unknown;
}

/** What a store can be made with (`makeStore`): a transport of its own for its queries (the server's renderer). */
export interface StoreExtra {
  transport?: AxiosAdapter;
}

const axiosBaseQuery: BaseQueryFn<ApiQueryArgs | string, unknown, ApiQueryError> = async (args, api) => {
  const { url, method = 'GET', data, params } = typeof args === 'string' ? { url: args } : args;
  const { transport } = (api.extra ?? {}) as StoreExtra;
  try {
    const result = await apiClient.request({ url, method, data, params, ...(transport ? { adapter: transport } : {}) });
    return { data: result.data };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (!response) console.error(`[api] ${method} ${url} failed`, error);
    return { error: { status: response?.status ?? 0, data: response?.data ?? String(error) } };
  }
};

/** The audit trail's tag (`GET audit/`): every write changes it. */
export const AUDIT_TAG = 'Audit';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // One tag per resource of the registry, and the audit trail's.
  tagTypes: [...RESOURCE_TAGS, AUDIT_TAG],
  endpoints: () => ({}),
  // A server-rendered page hands over the cache it was drawn with (store/serverState.ts).
  extractRehydrationInfo(action, { reducerPath }) {
    return isHydrateAction(action) ? (action.payload[reducerPath] as never) : undefined;
  },
});
