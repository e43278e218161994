// The managed resources, registered under /api/ by routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { RESOURCES } from './definitions';
import { registerResource } from './factory';

export async function resourceRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  for (const definition of RESOURCES) await registerResource(app, definition, options.config);
}

export { RESOURCES } from './definitions';
export { bumpVersions, readAllVersions, versionsOf } from './versions';
