// What a page tells the server's renderer about itself beyond its markup: its HTTP status (a missing record or an
// unknown path is a 404, not a 200 with a 404 text) and what a link preview shows (Open Graph and Twitter tags,
// the canonical URL). The renderer (ssr/render.tsx) provides a context to collect it; in the browser there is
// none and these hooks do nothing.
import { createContext, useContext } from 'react';
import { PREVIEW_CARD } from 'remote_shared/schemas';

export interface PageHead {
  status?: number;
  /** For previews and search engines: one or two sentences, plain text. */
  description?: string;
  /** The preview picture: a card the server draws (the API's `preview_image`). */
  image?: PreviewImage | null;
  type?: 'website' | 'article';
  /** The page's own address, path and query (`/notice/42`), made absolute by the server. */
  canonical?: string;
  /** The institution's name (the layout gives it). */
  siteName?: string;
}

/** A link-preview picture, as Open Graph describes one. */
export interface PreviewImage {
  /** Absolute, or from the site's root. */
  url: string;
  width: number;
  height: number;
  /** What it shows, for those who cannot see it. */
  alt: string;
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
