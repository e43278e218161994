// The display sizes of uploaded images: the server makes a WebP copy of an image at each of these widths
// (api/src/uploads/variants.ts) and the pages ask for them with srcset (ui/mediaSources.ts). A fixed set, so
// nobody can make the server resize an image to every width.
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
