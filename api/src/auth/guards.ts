// Route guards. Use them as route hooks, preferably `onRequest` so a refused upload is not read first:
//   app.post('/notices/', { onRequest: requireAdmin }, handler)
// They run after authentication (an instance hook), so `request.user` is already known.
import type { FastifyRequest } from 'fastify';
import { notAuthenticated, permissionDenied } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notAuthenticated();
}

/** 401 when anonymous, 403 unless the user is an Admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notAuthenticated();
  if (request.user.role !== 'Admin') throw permissionDenied();
}

/** Reads are open to anyone; writes need an Admin (the rule of every managed resource in API.md). */
export async function requireAdminToWrite(request: FastifyRequest): Promise<void> {
  if (!isSafeMethod(request.method)) await requireAdmin(request);
}
