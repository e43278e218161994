// The link-preview cards' URLs: `/media/_card/notice/<id>/<version>.png` (a notice's) and
// `/media/_card/site/<version>.png` (the college's), as the API answers them in `preview_image` (resources/previewCards.ts).
//
// Only a card's current version is ever drawn: any other version of a real card (an old one a previewer kept, or
// one made up) is sent to the current URL, and a card of nothing is a 404, so no request can make the server draw
// what nobody will see. A card is drawn on its first request, in the app's drawing turns (drawing.ts) as a drawing
// nobody waits for, so a burst of previews cannot starve page views; then it is kept under .cards/ in the storage
// (uploads/cards.ts) and served from there, for a year (its URL changes with what it shows), with an ETag.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { notFound } from '../errors';
import { loadShaper, type Shaper } from '../idcards/shape';
import { holdsEtag } from '../resources/cache';
import { CARD_VERSION, cardInstitution, type CardSlot, cardUrl, noticeCardVersion, noticeSlot, siteCardVersion } from '../resources/previewCards';
import { fittedMark, withMark } from '../site/manifest';
import { IMMUTABLE } from '../static';
import { type Storage, storageOf } from '../storage';
import { keepCard, keptCard } from '../uploads/cards';
import { drawNoticeCard, drawSiteCard, type Mark } from './draw';

/** The college's mark fitted for the cards, by size: made once per logo (a new logo has a new stored path). */
class Marks {
  private logo: string | null | undefined = undefined;
  private fitted = new Map<number, Promise<Buffer>>();

  constructor(private readonly storage: Storage) {}

  of(logo: string | null): Mark {
    if (logo !== this.logo) {
      this.logo = logo;
      this.fitted = new Map();
    }
    const fitted = this.fitted;
    return (size) => {
      let png = fitted.get(size);
      if (!png) {
        png = withMark(this.storage, logo, (source) => fittedMark(source, size).png().toBuffer());
        fitted.set(size, png);
        png.catch(() => fitted.delete(size)); // tried again on the next card
      }
      return png;
    };
  }
}

/** `<version>.png`: the version, or null for anything else. */
function versionIn(file: string): string | null {
  const version = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  return CARD_VERSION.test(version) ? version : null;
}

async function siteCards(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const storage = storageOf(options.config);
  const marks = new Marks(storage);
  const drawing = new Map<string, Promise<Buffer>>();

  /** The card's PNG: as kept, else drawn now (once at a time per card and version in this process) and kept. */
  async function png(slot: CardSlot, version: string, draw: (shaper: Shaper) => Promise<Buffer>): Promise<Buffer> {
    const kept = await keptCard(storage, slot, version);
    if (kept) return kept;
    const key = `${slot} ${version}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = app.drawingTurns
        .run(async () => {
          const drawn = await draw(await loadShaper());
          // Not kept (a full disk): sent all the same, and drawn again next time.
          await keepCard(storage, slot, version, drawn).catch((err: unknown) => app.log.warn({ err, slot }, 'a link-preview card could not be kept'));
          return drawn;
        }, false)
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, slot: CardSlot, asked: string, current: string, draw: (shaper: Shaper) => Promise<Buffer>) {
    // Another version: the current one's URL, looked up again next time (it changes with the card).
    if (asked !== current) return reply.header('cache-control', 'no-cache').redirect(cardUrl(null, slot, current), 302);
    const etag = `"${current}"`;
    // A card is made to be shown on other sites (a chat's web page showing the preview), unlike the site's pages.
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    if (holdsEtag(request, etag)) return reply.code(304).send();
    return reply.type('image/png').send(await png(slot, current, draw));
  }

  app.get<{ Params: { id: string; file: string } }>('/media/_card/notice/:id/:file', async (request, reply) => {
    const asked = versionIn(request.params.file);
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : null;
    if (asked === null || id === null) throw notFound();
    const notice = await app.db.selectFrom('notices').select(['id', 'title', 'date', 'category']).where('id', '=', id).executeTakeFirst();
    if (!notice) throw notFound();
    const institution = await cardInstitution(app.db);
    const current = noticeCardVersion(notice, institution);
    return send(request, reply, noticeSlot(id), asked, current, (shaper) => drawNoticeCard(shaper, notice, institution, marks.of(institution.logo)));
  });

  app.get<{ Params: { file: string } }>('/media/_card/site/:file', async (request, reply) => {
    const asked = versionIn(request.params.file);
    if (asked === null) throw notFound();
    const institution = await cardInstitution(app.db);
    if (!institution.exists) throw notFound();
    return send(request, reply, 'site', asked, siteCardVersion(institution), (shaper) => drawSiteCard(shaper, institution, marks.of(institution.logo)));
  });
}

export default fp(siteCards, { name: 'site-cards', dependencies: ['drawing-turns'] });
