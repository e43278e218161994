// The institution record (the first item of `GET institutions/`), read by the public header, footer and pages
// and by the dashboard sidebar: one endpoint in the shared cache, so a visit fetches it once.
import { listUrl, REGISTRY } from '../registry/resources';
import { baseApi } from './baseApi';

export interface Institution {
  id: number;
  name: string;
  government_approval_number: string | null;
  government_approval_date: string | null;
  history: string | null;
  address: string | null;
  address_code: string | null;
  location_code: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  logo: string | null;
  institution_image: string | null;
}

export const institutionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInstitution: build.query<Institution | null, void>({
      query: () => listUrl('institutions'),
      transformResponse: (list: unknown) => (Array.isArray(list) && list.length ? (list[0] as Institution) : null),
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
