// The reads a new drawing will ask for, foreseen from what the last drawings of the same page asked for, so the
// server answers them with the request to draw (reads.ts) instead of waiting for the renderer to ask: one pass
// between the busy processes fewer (docs/benchmarks.md, "where the processor goes"). A notice's page reads
// `/api/notices/42/` for `/notice/42`: the read is remembered with the route's parameter in its place
// (`/api/notices/:id/`) and made for `/notice/43` as `/api/notices/43/`.
//
// Only a read two drawings of the page in a row asked for alike is foreseen, so a read of one address's own (a
// search's words in the query) is not made for the next. A foreseen read answers exactly as the renderer's own
// request would (the same path, the same counters); one the drawing does not ask for is wasted work, one it asks for
// that was not foreseen is asked for as before.
import { keepNewest } from './keep';

/** Where a page is in the table of pages: its route's path and the parameters its address gives it. */
export interface RouteOf {
  route: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** At most this many reads foreseen for one drawing (a page reads a handful). */
const MAX_FORESEEN = 8;
/** A drawing's reads learned from, at most, and the longest path taken. */
const MAX_READS = 50;
const MAX_PATH = 2000;
/** Routes remembered (the table of pages has a few dozen at most). */
const ROUTES_KEPT = 200;

/** `path` with each of its path's segments that is a parameter's value given as `:name`. */
function templateOf(path: string, params: RouteOf['params']): string {
  const at = path.indexOf('?');
  const [head, query] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const names = Object.entries(params).filter(([name, value]) => value && name !== '*');
  const segments = head.split('/').map((segment) => {
    const named = names.find(([, value]) => value === segment || encodeURIComponent(value!) === segment);
    // A segment of the read's own that looks like a placeholder is kept as written.
    return named ? `:${named[0]}` : segment.startsWith(':') || segment.startsWith('\\') ? `\\${segment}` : segment;
  });
  return segments.join('/') + query;
}

/** The read a template stands for with `params`, or null when a parameter it names is missing. */
function fill(template: string, params: RouteOf['params']): string | null {
  const at = template.indexOf('?');
  const [head, query] = at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at)];
  const segments: string[] = [];
  for (const segment of head.split('/')) {
    if (segment.startsWith('\\')) segments.push(segment.slice(1));
    else if (segment.startsWith(':')) {
      const value = params[segment.slice(1)];
      if (!value) return null;
      segments.push(encodeURIComponent(value));
    } else segments.push(segment);
  }
  return segments.join('/') + query;
}

export function createForesight() {
  /** By route: the templates of its last drawing's reads, and those two drawings in a row agreed on. */
  const routes = new Map<string, { last: ReadonlySet<string>; agreed: string[] }>();
  return {
    /** The reads a drawing of `where` will ask for, as far as the last ones tell. */
    foresee(where: RouteOf): string[] {
      const known = routes.get(where.route);
      if (!known) return [];
      return known.agreed.flatMap((template) => fill(template, where.params) ?? []);
    },
    /** What a drawing of `where` asked for. */
    learn(where: RouteOf, paths: readonly string[]): void {
      // What the renderer says it read is taken as data: API paths only, a page's handful.
      const reads = paths.filter((path) => typeof path === 'string' && path.startsWith('/api/') && path.length <= MAX_PATH).slice(0, MAX_READS);
      const templates = new Set(reads.map((path) => templateOf(path, where.params)));
      const last = routes.get(where.route)?.last;
      const agreed = last ? [...templates].filter((template) => last.has(template)).slice(0, MAX_FORESEEN) : [];
      keepNewest(routes, where.route, { last: templates, agreed }, ROUTES_KEPT);
    },
  };
}

export type Foresight = ReturnType<typeof createForesight>;
