// Reading the server's DRF-style error bodies: `{"detail": "..."}` or `{"field": ["message", ...]}`.
import { isApiError } from './client';

export type FieldErrors = Record<string, string[]>;

/**
 * The server's answer to a failed call: an axios error's response, or the `{ status, data }` that the shared
 * RTK Query cache and the auth thunks reject with (an axios error does not survive a thunk's serialization).
 */
function answerOf(error: unknown): { status: number; data: unknown } | null {
  if (isApiError(error)) return error.response ? { status: error.response.status, data: error.response.data } : null;
  if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' && 'data' in error) {
    return error as { status: number; data: unknown };
  }
  return null;
}

/** The HTTP status of a failed call, or 0 when the server was not reached. */
export function errorStatus(error: unknown): number {
  return answerOf(error)?.status ?? 0;
}

/**
 * Field errors of a refused write: a 400's fields (non_field_errors included), or the field a 409 names beside
 * its `detail` (a taken roll number, a duplicate class name). An empty object otherwise.
 */
export function fieldErrors(error: unknown): FieldErrors {
  const answer = answerOf(error);
  if (answer?.status !== 400 && answer?.status !== 409) return {};
  const body = answer.data;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (field === 'detail') continue;
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

/** One readable sentence for a failed call: the server's `detail`, its first field error, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const answer = answerOf(error);
  if (answer) {
    const body = answer.data as { detail?: unknown } | null | undefined;
    if (body && typeof body === 'object' && typeof body.detail === 'string') return body.detail;
    const first = Object.values(fieldErrors(error))[0];
    if (first?.[0]) return first[0];
    return fallback;
  }
  if (isApiError(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
