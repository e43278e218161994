// The 405 answer. A method the resource lacks is a 405, but only for a caller the resource's permission lets
// through: DRF authenticates and checks permission before it looks for the method, so anonymous gets 401 and a
// General user 403 where an Admin gets 405. (The catch-all of routes.ts answers only paths no resource has.)
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { methodNotAllowed } from './errors';

export interface Guards {
  read: onRequestAsyncHookHandler | undefined;
  create: onRequestAsyncHookHandler | undefined;
  write: onRequestAsyncHookHandler | undefined;
}

/** Routes answering 405 for each method `url` lacks (`has`), behind the guard that method would have had. */
export function refuseMissingMethods(app: FastifyInstance, url: string, has: Record<string, boolean>, guards: Guards, isCollection: boolean): void {
  const allow = Object.keys(has).filter((m) => has[m]);
  if (!allow.length) return;
  if (has.GET) allow.push('HEAD');
  allow.sort();
  const guardOf: [string, onRequestAsyncHookHandler | undefined][] = [
    ['GET', guards.read],
    ['POST', isCollection ? guards.create : guards.write],
    ['PUT', guards.write],
    ['PATCH', guards.write],
    ['DELETE', guards.write],
  ];
  for (const [method, guard] of guardOf) {
    if (has[method]) continue;
    const refuse: onRequestAsyncHookHandler = async (request) => {
      throw methodNotAllowed(request.method, allow);
    };
    app.route({
      method,
      url,
      // Left out of the Allow bookkeeping; answered before any body is read.
      config: { apiFallback: true },
      onRequest: guard ? [guard, refuse] : [refuse],
      handler: async () => undefined,
    });
  }
}
