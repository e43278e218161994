// Everything under /api/. An unmatched /api/ URL answers like DRF: 405 with `Allow` when the path exists for
// other methods, else 404. Paths must end with `/`: `/api/user` is a 404, never a redirect. The one exception is
// `acknowledgment`, answered with and without the slash because the original's later client calls
// `/api/acknowledgment` (its definition's withoutTrailingSlash, in resources/publicRecord.ts). (A resource answers
// the methods it lacks itself, after its permission check: see the end of resources/factory.ts.)
import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit/routes';
import { authRoutes, findUserByUsername, requireAdmin } from './auth';
import { backupRoutes } from './backup/routes';
import type { Config } from './config';
import { methodNotAllowed, notFound } from './errors';
import { idCardRoutes } from './idcards/route';
import openApiRoutes from './openapi/routes';
import { resourceRoutes } from './resources';
import { finalCaching } from './resources/cache';
import { statsRoutes } from './resources/stats';
import { transferRoutes } from './transfer/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the catch-all route, which the 405 bookkeeping leaves out. */
    apiFallback?: boolean;
  }
}

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/notices/:id/` -> /^\/api\/notices\/[^/]+\/$/ */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

export default async function apiRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    if (route.config?.apiFallback) return;
    const entry = known.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    known.set(route.url, entry);
  });

  // Who may keep an answer: each read says it (resources/cache.ts, readCaching); this settles the rest.
  app.addHook('onSend', (_request, reply, payload, done) => {
    finalCaching(reply);
    done(null, payload);
  });

  await app.register(authRoutes, { config: options.config });
  await resourceRoutes(app, { config: options.config });
  await transferRoutes(app, { config: options.config });
  await idCardRoutes(app, { config: options.config });
  await statsRoutes(app);
  await auditRoutes(app, { requireAdmin, findUserByUsername });
  await backupRoutes(app, { now: options.config.now });
  await app.register(openApiRoutes, { config: options.config });

  app.all(
    '/*',
    {
      config: { skipAuth: true, apiFallback: true },
      // Answered before any body is read.
      onRequest: async (request) => {
        const pathname = request.url.split('?')[0];
        const allowed = new Set<string>();
        for (const { pattern, methods } of known.values()) {
          if (pattern.test(pathname)) methods.forEach((m) => allowed.add(m));
        }
        throw allowed.size ? methodNotAllowed(request.method, [...allowed].sort()) : notFound();
      },
    },
    async () => undefined,
  );
}
