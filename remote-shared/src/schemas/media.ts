// The display sizes of uploaded images: the server makes a WebP copy of an image at each of these widths
// (api/src/uploads/variants.ts) and the pages ask for them with srcset (ui/mediaSources.ts). A fixed set, so
// nobody can make the server resize an image to every width.
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/**
 * The link-preview cards the server draws (api/src/cards/): a notice's, and the college's for the other pages, at
 * the size Facebook, WhatsApp and X show large. A page names it with its size in its Open Graph tags.
 */
export const PREVIEW_CARD = { width: 1200, height: 630 } as const;
