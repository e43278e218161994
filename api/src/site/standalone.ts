// A page of its own, drawn here in the public site's look rather than by the public remote: for answers that must
// not wait on, or run, any remote's code (the ID card's verify page, verify.ts; the preview's confirmation, preview.ts).
// No script at all; never indexed.
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { escapeXml as escape } from './feeds';

/** The public site's look (remote-public/src/public.css): its green and lime, its Bengali type, a narrow column. */
const STYLE = `
:root { --green: #2c8e3f; --green-text: #1f7a34; --green-deep: #17612a; --lime: #ecfccb; --gold: #e2b42b; --ink: #111827; --muted: #4b5563; --line: #e5e7eb; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; color: var(--ink); background: #f7fdf0; line-height: 1.7;
  font-family: 'Hind Siliguri', 'Noto Sans Bengali', 'Nirmala UI', Vrinda, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
a { color: var(--green-deep); }
a:focus-visible { outline: 3px solid var(--green-deep); outline-offset: 2px; }
header { background: var(--green-text); color: #fff; border-bottom: 4px solid var(--gold); }
header a { color: #fff; text-decoration: none; display: flex; align-items: center; gap: .75rem; max-width: 40rem; margin: 0 auto; padding: .75rem 1rem; font-weight: 600; font-size: 1.15rem; line-height: 1.4; }
header a:focus-visible { outline-color: #fff; }
header img { width: 3rem; height: 3rem; border-radius: 50%; background: #fff; object-fit: contain; padding: .15rem; flex: none; }
main { flex: 1; width: 100%; max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 2rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 1rem; box-shadow: 0 2px 10px rgb(0 0 0 / .06); overflow: hidden; }
footer { background: var(--green-deep); color: #fff; text-align: center; padding: 1rem; }
footer a { color: #fff; }
`;

const HOME = 'প্রতিষ্ঠানের ওয়েবসাইট';

export interface Institution {
  name: string;
  logo: string | null;
}

/** The institution's name and logo, for the page's header (a college not set up yet is "কলেজ"). */
export async function institutionOf(db: Kysely<Database>): Promise<Institution> {
  return (await db.selectFrom('institutions').select(['name', 'logo']).orderBy('id').executeTakeFirst()) ?? { name: 'কলেজ', logo: null };
}

/** A display-size copy of an uploaded image (uploads/variants.ts), 1x and 2x. */
export function imageSources(stored: string, width: number): string {
  const path = stored.split('/').map(encodeURIComponent).join('/');
  return `src="/media/_w/${width}/${path}" srcset="/media/_w/${width}/${path} 1x, /media/_w/${width * 2}/${path} 2x"`;
}

/**
 * The whole page around `content`: the institution's header, the footer's link home. `style` is the page's own
 * CSS beside the site's; `referrer` its referrer policy when it must be stricter than the site's (a page that posts a
 * form keeps the site's, or the browser would send the post without its origin, which the server then refuses).
 */
export function standalonePage(institution: Institution, title: string, content: string, options: { style?: string; referrer?: string } = {}): string {
  const logo = institution.logo ? `<img ${imageSources(institution.logo, 160)} alt="" width="48" height="48">` : '';
  const referrer = options.referrer ? `<meta name="referrer" content="${escape(options.referrer)}">` : '';
  return (
    `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow">${referrer}` +
    `<title>${escape(title)} · ${escape(institution.name)}</title><style>${STYLE}${options.style ?? ''}</style></head><body>` +
    `<header><a href="/">${logo}<span>${escape(institution.name)}</span></a></header>` +
    `<main>${content}</main>` +
    `<footer><a href="/">${escape(HOME)}</a></footer></body></html>`
  );
}
