// The link-preview cards, drawn: 1200x630 PNGs in the site's colours. A notice's card shows its title (the most
// of it that fits three lines, then an ellipsis), its date and category, under a band with the college's name and
// logo (or the site's crest); the college's card, for every other page, its logo, name and address.
//
// Every piece of text is shaped by HarfBuzz and written as SVG paths from Hind Siliguri's own outlines (the ID
// cards' shaper, idcards/shape.ts), never as SVG text: librsvg would lay Bengali out with whatever fonts the
// machine has, or none. sharp rasterises the SVG, puts the logo on it and writes a palette PNG.
import { PREVIEW_CARD } from 'remote_shared/schemas';
import { openImage } from '../uploads';
import type { ShapedLine, Shaper, Weight } from '../idcards/shape';
import { SITE_COLOURS as C } from '../colours';
import type { CardInstitution, CardNotice } from '../resources/previewCards';

const { width: WIDTH, height: HEIGHT } = PREVIEW_CARD;

const TEXT = {
  notice: 'নোটিশ',
  website: 'অফিসিয়াল ওয়েবসাইট',
  /** The name while no institution is entered yet (as the manifest's). */
  college: 'কলেজ',
};

/**
 * A palette PNG (libimagequant): a card is a few flat colours and the edges of its letters, which a palette keeps,
 * in 15-40 KB against about 70 KB in full colour (WhatsApp takes up to 300 KB). Without dithering the letters'
 * edges stay clean, and the least effort finds the few colours there are in a third of the time.
 */
const CARD_PNG = { palette: true, quality: 90, effort: 1, dither: 0, compressionLevel: 9 } as const;

/** The logo (or crest) fitted into a square of `size` pixels, as a PNG: what the caller makes of the college's mark. */
export type Mark = (size: number) => Promise<Buffer>;

const round = (value: number) => Math.round(value * 100) / 100;

/** Each glyph's outline as SVG path data in font units (y up), made once per process. */
const pathData = new Map<string, string>();

function glyphPath(shaper: Shaper, weight: Weight, glyph: number): string {
  const key = `${weight} ${glyph}`;
  let data = pathData.get(key);
  if (data === undefined) {
    data = shaper
      .outline(weight, glyph)
      .map(({ type, values }) => `${type}${values.join(' ')}`)
      .join('');
    pathData.set(key, data);
  }
  return data;
}

/** A line's advance at `size` pixels. */
const widthOf = (line: ShapedLine, size: number) => (line.width * size) / line.unitsPerEm;

/** A shaped line as SVG: its baseline starts at (x, baseline); each glyph where HarfBuzz put it. */
function paintLine(shaper: Shaper, line: ShapedLine, x: number, baseline: number, size: number, colour: string): string {
  const scale = round((size / line.unitsPerEm) * 1e5) / 1e5;
  const glyphs = line.glyphs
    // Glyph 0 stands for a character the font lacks (an emoji): left out rather than drawn as a box.
    .filter((glyph) => glyph.id !== 0)
    .map((glyph) => {
      const data = glyphPath(shaper, line.weight, glyph.id);
      return data ? `<path transform="translate(${glyph.x} ${glyph.y})" d="${data}"/>` : '';
    })
    .join('');
  return `<g fill="${colour}" transform="matrix(${scale} 0 0 ${-scale} ${round(x)} ${round(baseline)})">${glyphs}</g>`;
}

interface Block {
  lines: ShapedLine[];
  size: number;
  /** From one baseline to the next. */
  leading: number;
}

/** How far a block's first baseline lies below its top, and how tall it is (ascender to last descender). */
function blockBox(shaper: Shaper, block: Block): { ascent: number; height: number } {
  const { ascender, descender } = shaper.extents(block.lines[0]?.weight ?? 'regular');
  const unitsPerEm = block.lines[0]?.unitsPerEm ?? 1000;
  const ascent = (ascender * block.size) / unitsPerEm;
  return { ascent, height: ascent + (block.lines.length - 1) * block.leading - (descender * block.size) / unitsPerEm };
}

function paintBlock(shaper: Shaper, block: Block, x: number, top: number, colour: string): string {
  const { ascent } = blockBox(shaper, block);
  return block.lines.map((line, i) => paintLine(shaper, line, x, top + ascent + i * block.leading, block.size, colour)).join('');
}

const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].map((part) => part.segment);

/**
 * `text` broken between words into lines no wider than `width`, at most `maxLines`; when words are left over, the
 * last line ends in an ellipsis (words, then letters, taken off its end until it fits). A word wider than a whole
 * line is broken between its letters (graphemes: a conjunct is never split). Also whether it was cut.
 */
export function wrap(measure: (text: string) => number, text: string, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  let rest = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  while (rest.length && lines.length < maxLines) {
    let count = 0;
    while (count < rest.length && measure(rest.slice(0, count + 1).join(' ')) <= width) count += 1;
    if (count > 0) {
      lines.push(rest.slice(0, count).join(' '));
      rest = rest.slice(count);
      continue;
    }
    const letters = graphemes(rest[0]);
    let taken = 1;
    while (taken < letters.length && measure(letters.slice(0, taken + 1).join('')) <= width) taken += 1;
    lines.push(letters.slice(0, taken).join(''));
    rest = [letters.slice(taken).join(''), ...rest.slice(1)].filter(Boolean);
  }
  if (!rest.length) return { lines, cut: false };
  const words = lines[lines.length - 1].split(' ');
  while (words.length > 1 && measure(`${words.join(' ')}…`) > width) words.pop();
  const letters = graphemes(words.join(' '));
  while (letters.length > 1 && measure(`${letters.join('')}…`) > width) letters.pop();
  // No comma or dash left hanging before the ellipsis.
  lines[lines.length - 1] = `${letters.join('').replace(/[\s,;:।\-–—]+$/u, '')}…`;
  return { lines, cut: true };
}

/**
 * `text` at the first of `sizes` ([pixels, most lines]) at which all of it fits `width`; else at the last, cut
 * with an ellipsis. The words are shaped once; a line's width is theirs and its spaces' (no font kerns across a
 * space), and each line is shaped whole for drawing.
 */
function layout(shaper: Shaper, text: string, weight: Weight, width: number, sizes: ReadonlyArray<readonly [number, number]>, leading: number): Block {
  const shapedWidth = new Map<string, number>();
  const unitsWide = (part: string) => {
    let units = shapedWidth.get(part);
    if (units === undefined) {
      units = shaper.shape(part, weight).width;
      shapedWidth.set(part, units);
    }
    return units;
  };
  const unitsPerEm = shaper.shape(' ', weight).unitsPerEm;
  const space = unitsWide(' ');
  const lineUnits = (line: string) => {
    const words = line.split(' ');
    return words.reduce((sum, word) => sum + unitsWide(word), 0) + (words.length - 1) * space;
  };
  for (const [index, [size, maxLines]] of sizes.entries()) {
    const measure = (line: string) => (lineUnits(line) * size) / unitsPerEm;
    const { lines, cut } = wrap(measure, text, width, maxLines);
    if (!cut || index === sizes.length - 1) return { lines: lines.map((line) => shaper.shape(line, weight)), size, leading: size * leading };
  }
  throw new Error('layout needs at least one size');
}

/**
 * Lucide's calendar-days and tag icons (ISC licence), as the notice page shows them beside the date and the
 * category: 24-unit outlines, drawn at `size` pixels with their top-left corner at (x, y).
 */
const ICONS = {
  calendar:
    '<rect width="18" height="18" x="3" y="4" rx="2"/><path d="M16 2v4M8 2v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01"/>',
  tag: '<path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z"/><circle cx="7.5" cy="7.5" r=".5" fill="currentColor"/>',
};

function icon(name: keyof typeof ICONS, x: number, y: number, size: number, colour: string): string {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${size / 24})" fill="none" stroke="${colour}" color="${colour}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}

/** The baseline that centres `line` at `size` pixels on `middle` (by the font's ascent and descent, so every text sits alike). */
function centredBaseline(shaper: Shaper, line: ShapedLine, size: number, middle: number): number {
  const { ascender, descender } = shaper.extents(line.weight);
  return middle + ((ascender + descender) / 2 / line.unitsPerEm) * size;
}

/** What a card is, as the site draws its badges: a label on lime, 46 pixels high, its top-left corner at (x, top). */
const BADGE = { height: 46, size: 26, padding: 22 };

function badge(shaper: Shaper, text: string, x: number, top: number): string {
  const line = shaper.shape(text, 'bold');
  const width = widthOf(line, BADGE.size) + 2 * BADGE.padding;
  const middle = top + BADGE.height / 2;
  return (
    `<rect x="${x}" y="${round(top)}" width="${round(width)}" height="${BADGE.height}" rx="${BADGE.height / 2}" fill="${C.lime}"/>` +
    paintLine(shaper, line, x + BADGE.padding, centredBaseline(shaper, line, BADGE.size, middle), BADGE.size, C.greenDeep)
  );
}

async function rasterise(svg: string, mark: Buffer, left: number, top: number): Promise<Buffer> {
  return openImage(Buffer.from(svg)).composite([{ input: mark, left, top }]).png(CARD_PNG).toBuffer();
}

const svgStart = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`;

/** '2025-11-05' -> '৫ নভেম্বর, ২০২৫', as the site writes a date in Bengali (the date alone: no time zone can move it). */
export function bengaliDate(date: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return date ?? '';
  return new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** The notice card's geometry, in pixels. */
const N = {
  band: 150,
  rule: 8,
  margin: 72,
  disc: { x: 112, r: 60 },
  /** The mark's square inside the disc (at most the disc's diameter over √2, so a square logo's corners stay in). */
  mark: 84,
  /** The title's room: under the label, above the footer. */
  title: { top: 252, bottom: 548 },
  footer: 562,
};

/** A notice's card. */
export async function drawNoticeCard(shaper: Shaper, notice: CardNotice, institution: CardInstitution, mark: Mark): Promise<Buffer> {
  const parts: string[] = [svgStart, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.white}"/>`];

  // The band: the college's mark on a white disc and its name (two lines at most), a gold rule under it.
  parts.push(`<rect width="${WIDTH}" height="${N.band}" fill="${C.greenText}"/>`, `<rect y="${N.band}" width="${WIDTH}" height="${N.rule}" fill="${C.gold}"/>`);
  const discY = N.band / 2;
  parts.push(`<circle cx="${N.disc.x}" cy="${discY}" r="${N.disc.r}" fill="${C.white}"/>`);
  const nameX = N.disc.x + N.disc.r + 30;
  const name = layout(shaper, institution.name?.trim() || TEXT.college, 'bold', WIDTH - nameX - N.margin, [[44, 1], [38, 2], [32, 2]], 1.3);
  parts.push(paintBlock(shaper, name, nameX, discY - blockBox(shaper, name).height / 2, C.white));

  parts.push(badge(shaper, TEXT.notice, N.margin, N.band + N.rule + 32));

  // The title: as large as lets all of it show, three lines at most, then cut with an ellipsis.
  const title = layout(shaper, notice.title, 'bold', WIDTH - 2 * N.margin, [[70, 2], [62, 3], [56, 3]], 1.42);
  const room = N.title.bottom - N.title.top;
  parts.push(paintBlock(shaper, title, N.margin, N.title.top + Math.max(0, (room - blockBox(shaper, title).height) / 2), C.ink));

  // The footer: the date, then the category, each after its icon.
  parts.push(`<rect y="${N.footer}" width="${WIDTH}" height="${HEIGHT - N.footer}" fill="${C.lime}"/>`);
  const footerMiddle = N.footer + (HEIGHT - N.footer) / 2;
  const factSize = 28;
  const iconSize = 30;
  let x = N.margin;
  const date = shaper.shape(bengaliDate(notice.date), 'bold');
  const baseline = centredBaseline(shaper, date, factSize, footerMiddle);
  parts.push(icon('calendar', x, footerMiddle - iconSize / 2, iconSize, C.greenDeep));
  x += iconSize + 12;
  parts.push(paintLine(shaper, date, x, baseline, factSize, C.greenDeep));
  x += widthOf(date, factSize) + 48;
  const category = notice.category?.trim();
  if (category) {
    const room = WIDTH - N.margin - x - iconSize - 12;
    const fitted = layout(shaper, category, 'bold', room, [[factSize, 1]], 1);
    parts.push(icon('tag', x, footerMiddle - iconSize / 2, iconSize, C.greenDeep));
    parts.push(paintLine(shaper, fitted.lines[0], x + iconSize + 12, baseline, factSize, C.ink));
  }
  parts.push('</svg>');

  const png = await mark(N.mark);
  return rasterise(parts.join(''), png, Math.round(N.disc.x - N.mark / 2), Math.round(discY - N.mark / 2));
}

/** The college's card geometry, in pixels. */
const S = {
  panel: 430,
  rule: 8,
  disc: { r: 150 },
  mark: 210,
  text: { left: 508, right: 64, top: 40, bottom: 590 },
};

/** The college's card: every page but a notice's. */
export async function drawSiteCard(shaper: Shaper, institution: CardInstitution, mark: Mark): Promise<Buffer> {
  const parts: string[] = [svgStart, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.white}"/>`];

  // The panel: the college's mark on a white disc in a lime ring.
  const discX = S.panel / 2;
  const discY = HEIGHT / 2;
  parts.push(`<rect width="${S.panel}" height="${HEIGHT}" fill="${C.greenText}"/>`, `<rect x="${S.panel}" width="${S.rule}" height="${HEIGHT}" fill="${C.gold}"/>`);
  parts.push(`<circle cx="${discX}" cy="${discY}" r="${S.disc.r + 10}" fill="${C.lime}" opacity="0.35"/>`, `<circle cx="${discX}" cy="${discY}" r="${S.disc.r}" fill="${C.white}"/>`);

  // What the card is, the name, a gold rule, the address: together in the middle of the room beside the panel.
  const width = WIDTH - S.text.left - S.text.right;
  const name = layout(shaper, institution.name?.trim() || TEXT.college, 'bold', width, [[64, 2], [56, 3], [48, 3]], 1.36);
  const address = institution.address?.trim() ? layout(shaper, institution.address, 'regular', width, [[32, 2]], 1.5) : null;
  const nameBox = blockBox(shaper, name);
  const gap = 28;
  const ruleHeight = 6;
  const addressBox = address ? blockBox(shaper, address) : null;
  const total = BADGE.height + gap + nameBox.height + (addressBox ? gap + ruleHeight + gap + addressBox.height : 0);
  let top = S.text.top + Math.max(0, (S.text.bottom - S.text.top - total) / 2);
  parts.push(badge(shaper, TEXT.website, S.text.left, top));
  top += BADGE.height + gap;
  parts.push(paintBlock(shaper, name, S.text.left, top, C.ink));
  top += nameBox.height + gap;
  if (address && addressBox) {
    parts.push(`<rect x="${S.text.left}" y="${round(top)}" width="96" height="${ruleHeight}" rx="3" fill="${C.gold}"/>`);
    top += ruleHeight + gap;
    parts.push(paintBlock(shaper, address, S.text.left, top, C.muted));
  }
  parts.push('</svg>');

  const png = await mark(S.mark);
  return rasterise(parts.join(''), png, Math.round(discX - S.mark / 2), Math.round(discY - S.mark / 2));
}
