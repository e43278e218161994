// `GET /api/schema/`: the OpenAPI 3.1 description (describe.ts); `GET /api/docs/`: Swagger UI reading it, served
// from the swagger-ui-dist package (nothing from another host; the page runs under the site's
// Content-Security-Policy, site/security.ts). "Try it out" works for a signed-in browser: the page's script sends
// the csrftoken cookie as X-CSRFToken, as the site's own client does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { entryOf, PROFILE_PICTURE, RESOURCE_KEYS } from 'remote_shared/registry';
import { registerSchema } from 'remote_shared/schemas';
import type { Config } from '../config';
import { describeApi } from './describe';
import { withTransfer } from './transfer';

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>College API</title>
<link rel="stylesheet" href="./swagger-ui.css">
<link rel="icon" type="image/png" href="./favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script>
<script src="./docs.js"></script>
</body>
</html>
`;

const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/schema/',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      var found = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/);
      if (found) request.headers['X-CSRFToken'] = decodeURIComponent(found[1]);
      return request;
    },
  });
});
`;

function apiVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? '1.0.0';
  } catch {
    return '1.0.0';
  }
}

export default async function openApiRoutes(app: FastifyInstance, _options: { config: Config }): Promise<void> {
  let document: string | null = null;
  app.get('/schema/', { config: { skipAuth: true } }, async (_request, reply) => {
    document ??= JSON.stringify(withTransfer(describeApi({ resources: RESOURCE_KEYS.map(entryOf), registerSchema, profilePicture: PROFILE_PICTURE, version: apiVersion() })));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });

  app.get('/docs/', { config: { skipAuth: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/docs/docs.js', { config: { skipAuth: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: path.dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: '/docs/',
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (pathname: string) => SWAGGER_FILES.has(path.basename(pathname)),
    cacheControl: false,
    setHeaders: (res) => {
      void res.setHeader('cache-control', 'public, max-age=86400'); // typed as a reply (thenable), it is the raw response
    },
  });
}
