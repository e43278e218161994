// The institution record (the first item of `GET institutions/`), read by the public header, footer and pages
// and by the dashboard sidebar: one endpoint in the shared cache, so a visit fetches it once.
import type { AnswerOf } from '../registry/answers';
import { listUrl, REGISTRY } from '../registry/resources';
import { baseApi } from './baseApi';

export const institutionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInstitution: build.query<AnswerOf<'institutions'> | null, void>({
      query: () => listUrl('institutions'),
      transformResponse: (list: unknown) => (Array.isArray(list) && list.length ? (list[0] as AnswerOf<'institutions'>) : null),
      providesTags: [REGISTRY.institutions.tag],
    }),
  }),
});

export const { useGetInstitutionQuery } = institutionApi;

/** The institution (or null when none exists yet), with the query's loading and error flags. */
export function useInstitution() {
  const { data, isLoading, isError, isSuccess } = useGetInstitutionQuery();
  return { institution: data ?? null, isLoading, isError, isLoaded: isSuccess };
}
