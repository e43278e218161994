// Public pages drawn on the server. The public remote ships its own renderer (remote-public/src/ssr/render.tsx);
// this module puts the parts together: the renderer as built, run in a process of its own (drawers.ts,
// isolated.ts, child.ts), its API reads answered in process (reads.ts), the kept drawings and when to draw them again (keep.ts), the visitor's session and CSRF token
// (visitor.ts), the page's stylesheets (styles.ts) and scripts (../preloads.ts), and the document around it all
// (assemble.ts). Whatever goes wrong, the bare host page is sent, as before: the browser then draws the page itself.
//
// What depends on the visitor (the CSRF token in its forms, the header's signed-in control, the answer to a form
// posted without JavaScript) is put into the kept copy as it is sent, so no visitor's state is ever kept for another.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormState, RenderedPage } from 'remote_shared/schemas';
import path from 'node:path';
import type { Config } from '../config';
import { releaseEntriesOf, type Release } from '../releases';
import { pagePreloads } from '../preloads';
import { readAllVersions } from '../resources';
import { today } from '../collegeDay';
import { cachedBody, type Entry } from '../resources/cache';
import { wantsLight } from './light';
import { siteOrigin } from '../origin';
import { assemble, markHtml } from './assemble';
import { createDrawers, type Target } from './drawers';
import type { Drawer } from './isolated';
import type { Location } from './protocol';
import { createForesight, type Foresight } from './foresee';
import { createPageKeeper, type Source } from './keep';
import { inProcessReads } from './reads';
import { pageStyles } from './styles';
import { pageCsrfToken, visitorOf } from './visitor';

export interface PageAnswer {
  status: number;
  html: string;
  /** The same page for every visitor: sent from this entry, with its ETag and compressed once. */
  shared: Entry | null;
  /** Drawn for this visitor alone (signed in, or the answer to their form): no shared cache may keep it. */
  personal: boolean;
  /** The release it was drawn with: a kept copy served after a swap goes out with that release's policy. */
  release: Release | null;
}

export interface PageRenderer {
  /** The host page with the page at `request.url` drawn in it, or null when it cannot be drawn. */
  render(request: FastifyRequest, reply: FastifyReply, hostPage: string, form?: FormState | null): Promise<PageAnswer | null>;
  /** How many pages have been drawn so far. */
  drawn(): number;
  /** Starts the renderer process, without waiting for it. */
  start(): Promise<unknown>;
  /** Ends the renderer processes. */
  close(): Promise<void>;
}

/**
 * The server build pages are drawn with: the release's public remote's, with its browser build's base, when the
 * release names one (a release without a server build is drawn in the browser); else the local build.
 */
function drawingTarget(config: Config, release: Release | null): Target | null {
  if (!config.serverRender) return null;
  const build = release?.builds.remote_public;
  // What the drawn pages name for the browser's scripts: the whole release, as /release.json has it now.
  const names = JSON.stringify(releaseEntriesOf(config, release));
  if (build) {
    // The server entry where the release names it under its base (the cache keeps each file by that path); a
    // release without one names a file that is not there, which the drawers log and draw in the browser.
    const entry = build.entry.server?.entry.slice(build.base.length) ?? 'server/remoteEntry.js';
    return { file: path.join(build.dir, ...entry.split('/')), assetBase: build.base, names, release };
  }
  return config.publicRenderer ? { file: config.publicRenderer, assetBase: config.publicAssetBase, names, release } : null;
}

export function createPageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  const draw = inProcessReads(app);
  const styles = pageStyles(config);
  let drawn = 0;
  /**
   * The target each drawn page was drawn on (its renderer's), by the page: a kept page keeps its own release's
   * name, CSS and preloads after a swap, until it is drawn again.
   */
  const drawnOn = new WeakMap<RenderedPage, Target>();
  /** What each renderer's drawings read, by route: the next drawing's reads are answered with the request to draw. */
  const foresights = new WeakMap<Drawer, Foresight>();
  const drawOf = async (drawer: Drawer, { url, where }: Location, origin: string | null, form: FormState | null, day: string, counters?: ReadonlyMap<string, number>, unless: string | null = null) => {
    let foresight = foresights.get(drawer);
    if (!foresight) foresights.set(drawer, (foresight = createForesight()));
    const foreseen = where ? foresight.foresee(where) : [];
    const { drawing, names, version, read } = await draw((request) => drawer.draw(request), url, origin, form, day, counters, unless, foreseen);
    if (where) foresight.learn(where, read);
    const { page } = drawing;
    if (page) {
      drawn += 1;
      const target = drawers.targetOf(drawer);
      if (target) drawnOn.set(page, target);
    }
    return { names, version, answers: drawing.version, page };
  };
  /** A page drawn whatever its reads answer (no `unless`): for a visitor's form, and a new renderer's warming. */
  const drawNew = async (drawer: Drawer, located: Location, origin: string | null, form: FormState | null) => {
    const { page } = await drawOf(drawer, located, origin, form, today(config));
    if (!page) throw new Error(`${located.url}: not drawn`);
    return page;
  };
  const keeper = createPageKeeper({
    readCounters: () => readAllVersions(app.db),
    today: () => today(config),
    turns: app.drawingTurns,
    onLookup: (hit) => app.metrics.pageCache(hit),
  });
  /** Each new renderer process draws the home page once before it draws for visitors (its code loaded, warm). */
  // Looked at on every page view: made again only when the release in force changes.
  let targetOf: { release: Release | null; target: Target | null } | null = null;
  const target = () => {
    const release = app.releases.current();
    if (targetOf?.release !== release) targetOf = { release, target: drawingTarget(config, release) };
    return targetOf.target;
  };
  const drawers = createDrawers(
    target,
    app.log,
    async (drawer) => {
      await drawNew(drawer, await drawer.locate('/'), null, null);
    },
    config.renderInProcess ? config.publicRenderer : null,
  );
  const sourceOf = (drawer: Drawer, located: Location): Source => ({
    release: drawer.release,
    read: (url, origin, counters, unless, day) => drawOf(drawer, { ...located, url }, origin, null, day, counters, unless),
  });

  return {
    async render(request, reply, hostPage, form = null) {
      // Staff pages are drawn in the browser. A session signed in by a plain form (on a light page, where no script
      // ran) is named on the host page, so the app takes it over there instead of asking to sign in again.
      if (/^\/dashboard(\/|$)/.test(request.url.split('?')[0])) {
        const { auth } = await visitorOf(app.db, config, request).catch(() => ({ auth: 'visitor' as const }));
        if (auth === 'visitor') return null;
        return { status: 200, personal: true, html: markHtml(hostPage, ` data-auth="${auth}"`), shared: null, release: app.releases.current() };
      }
      let url = request.url;
      try {
        const drawer = await drawers.current();
        if (!drawer) return null;
        const r = drawer.info;
        const located = await drawer.locate(request.url);
        url = located.url;
        const pageChunk = located.chunk;
        const light = wantsLight(request);
        const variant = light ? 'light' : 'full';
        const origin = siteOrigin(config, request);
        const drawn = form ? null : await keeper.page(url, origin, sourceOf(drawer, located));
        const page = drawn ? drawn.page : await drawNew(drawer, located, origin, form);

        // What belongs to this visitor alone: the signed-in control, the answer to their form, their CSRF token.
        const { auth, sessionId } = await visitorOf(app.db, config, request);
        // The release the page was drawn with: its name, stylesheets and preloads go with it.
        const drawnWith = drawnOn.get(page);
        const from = { names: drawnWith?.names ?? null, release: drawnWith ? (drawnWith.release ?? null) : app.releases.current() };
        const csrf = pageCsrfToken(config, request, reply, sessionId);
        const document = (forVisitor: typeof auth, visitorForm: FormState | null) =>
          assemble({
            page,
            hostPage,
            origin,
            auth: forVisitor,
            authControls: r.auth,
            form: visitorForm,
            formStateId: r.FORM_STATE_ID,
            light,
            styles: styles(pageChunk, from.release),
            release: from.names,
            preloads: light ? '' : pagePreloads(config, pageChunk, from.release, origin),
            startQuietMs: config.appStartQuietMs,
          });
        let parts: string[];
        if (drawn && auth === 'visitor') {
          // A visitor's page is put together once per drawing, host page and variant; each visitor's token then goes in.
          let kept = drawn.documents?.[variant];
          if (kept?.host !== hostPage) {
            const html = document(auth, null);
            if (html === null) return null;
            const split = html.split(r.CSRF_PLACEHOLDER);
            kept = { host: hostPage, parts: split, shared: split.length === 1 ? cachedBody('', html, 'text/html; charset=utf-8') : null };
            drawn.documents = { ...drawn.documents, [variant]: kept };
          }
          if (kept.shared) return { status: page.status, personal: false, html: kept.parts[0], shared: kept.shared, release: from.release };
          parts = kept.parts;
        } else {
          const html = document(auth, form);
          if (html === null) return null;
          parts = html.split(r.CSRF_PLACEHOLDER);
        }
        return { status: page.status, personal: auth !== 'visitor' || form !== null, html: parts.join(csrf), shared: null, release: from.release };
      } catch (error) {
        app.log.warn({ err: error, url }, 'the page could not be drawn on the server; sending the bare page');
        return null;
      }
    },
    drawn: () => drawn,
    start: () => drawers.current(),
    close: () => drawers.close(),
  };
}
