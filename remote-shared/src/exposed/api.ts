// Federated module `remote_shared/api`: the HTTP client, the shared RTK Query cache and error readers.
export { apiClient, API_BASE, readCookie, setTransport } from '../api/client';
export { AUDIT_TAG, baseApi } from '../api/baseApi';
export type { ApiQueryArgs, ApiQueryError } from '../api/baseApi';
export { errorMessage, errorStatus, fieldErrors } from '../api/errors';
export type { FieldErrors } from '../api/errors';
export { institutionApi, useGetInstitutionQuery, useInstitution } from '../api/institution';
