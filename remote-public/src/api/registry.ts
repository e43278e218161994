// The resources the public site reads, as the live shared remote's registry describes them (remote_shared/registry,
// fetched at run time: the shared remote may be a release older or newer than this one, docs/architecture.md, "The
// shared remote's contract"). Read here alone, and tolerantly: an entry this remote does not know is never looked
// at, and one it expects but does not find is a read that fails (the page's section shows that it could not load,
// with its retry) and a cache tag left out, never an error while the remote's code loads; the pages about it are
// left out of the site (pages/publicPages.ts, AVAILABLE_PAGES).
import * as shared from 'remote_shared/registry';
import type { ResourceKey, ResourceTag } from 'remote_shared/registry';

/** What the public site needs of a resource: where it is read, and the cache tag its reads provide. */
export interface Located {
  path: string;
  tag: ResourceTag;
}

/** A read of a resource the live shared remote does not describe (an older release of it). */
export class MissingResource extends Error {
  constructor(readonly key: string) {
    super(`the shared remote's registry has no "${key}"`);
    this.name = 'MissingResource';
  }
}

/** The entry of `key` in `registry` (the live one by default), or undefined when it has none that makes sense. */
export function located(key: ResourceKey, registry: unknown = (shared as { REGISTRY?: unknown }).REGISTRY): Located | undefined {
  const entry = registry && typeof registry === 'object' ? (registry as Record<string, unknown>)[key] : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const { path, tag } = entry as { path?: unknown; tag?: unknown };
  return typeof path === 'string' && path !== '' && typeof tag === 'string' ? { path, tag: tag as ResourceTag } : undefined;
}

/** The cache tags of the resources named that the registry has (the others' are left out). */
export function tagsOf(...keys: ResourceKey[]): ResourceTag[] {
  return keys.flatMap((key) => located(key)?.tag ?? []);
}

/** `notices/`; throws MissingResource (inside a query: the read fails, the page goes on) when there is none. */
export function listUrl(key: ResourceKey): string {
  const entry = located(key);
  if (!entry) throw new MissingResource(key);
  return `${entry.path}/`;
}

/** `notices/42/`; as listUrl. */
export function itemUrl(key: ResourceKey, id: number | string): string {
  return `${listUrl(key)}${id}/`;
}
