// What a page tells the server's renderer about itself beyond its markup: its HTTP status (a missing record or an
// unknown path is a 404, not a 200 with a 404 text) and what a link preview shows (Open Graph and Twitter tags,
// the canonical URL). The renderer (ssr/render.tsx) provides a context to collect it; in the browser there is
// none and these hooks do nothing.
import { createContext, useContext } from 'react';
import { PREVIEW_CARD, type PageMeta, type PreviewImage } from 'remote_shared/schemas';

/** The page's head as the renderer reports it to the API (remote_shared/schemas, the renderer's contract). */
export interface PageHead extends PageMeta {
  status?: number;
  image?: PreviewImage | null;
}

/** The server's preview card at `url` (PREVIEW_CARD's size), or null when there is none. */
export function previewCard(url: string | null | undefined, alt: string): PreviewImage | null {
  return url ? { url, ...PREVIEW_CARD, alt } : null;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** Reports the page's head while the server draws it (effects never run there, so this happens in render). */
export function usePageHead(head: PageHead): void {
  const collected = useContext(PageHeadContext);
  if (collected) Object.assign(collected, head);
}

/**
 * The site's origin (`https://college.example`) for absolute links a page shows (share buttons): the server's
 * (PUBLIC_URL or an allowed Host) while drawing, the browser's own afterwards.
 */
export const SiteOriginContext = createContext<string>('');

export function useSiteOrigin(): string {
  const fromServer = useContext(SiteOriginContext);
  return fromServer || (typeof window === 'undefined' ? '' : window.location.origin);
}
