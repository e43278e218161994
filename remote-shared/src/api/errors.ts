// Reading the server's DRF-style error bodies: `{"detail": "..."}` or `{"field": ["message", ...]}`.
import { isAxiosError } from 'axios';

export type FieldErrors = Record<string, string[]>;

/** The HTTP status of a failed call, or 0 when the server was not reached. */
export function errorStatus(error: unknown): number {
  return isAxiosError(error) ? (error.response?.status ?? 0) : 0;
}

/** Field errors of a 400 answer (non_field_errors included), or an empty object. */
export function fieldErrors(error: unknown): FieldErrors {
  if (!isAxiosError(error) || error.response?.status !== 400) return {};
  const body = error.response.data;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

/** One readable sentence for a failed call: the server's `detail`, its first field error, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const body = error.response?.data as { detail?: unknown } | undefined;
    if (body && typeof body.detail === 'string') return body.detail;
    const first = Object.values(fieldErrors(error))[0];
    if (first?.[0]) return first[0];
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
