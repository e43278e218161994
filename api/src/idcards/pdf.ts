// The ID-card sheet: A4 pages of eight cards (two columns, four rows), each card the ISO/IEC 7810 ID-1 size of a
// bank card (85.6 x 54 mm) with corner crop marks around it to cut along. A card carries the institution's logo
// and name on the site's green, the student's photo (or their initials on their colour, as the dashboard shows
// them), name, class, section and roll, and the QR code of their verify page. Every piece of text is shaped by
// HarfBuzz and drawn as outlines (shape.ts), so conjuncts and vowel signs print as they should.
import PDFDocument from 'pdfkit';
import { colourOf, initialsOf, toBengaliDigits } from 'remote_shared/schemas';
import { SITE_COLOURS } from '../colours';
import { qrRuns } from './qr';
import type { ShapedLine, Shaper, Weight } from './shape';

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
export const CARD = { width: 85.6 * MM, height: 54 * MM, radius: 3.18 * MM };
export const CARDS_PER_PAGE = 8;
const COLUMNS = 2;
const GAP = 8 * MM;
const LEFT = (A4.width - COLUMNS * CARD.width - (COLUMNS - 1) * GAP) / 2;
const TOP = (A4.height - 4 * CARD.height - 3 * GAP) / 2;

/** The public site's colours, and a card's edge (a shade darker than the site's lines, to show on paper). */
const COLOURS = { ...SITE_COLOURS, line: '#d1d5db' };

const TEXT = {
  cardTitle: 'শিক্ষার্থী পরিচয়পত্র',
  className: 'শ্রেণি',
  section: 'শাখা',
  roll: 'রোল',
  scan: 'স্ক্যান করে যাচাই করুন',
  digitalId: 'আইডি',
};

export interface CardStudent {
  fullName: string;
  className: string;
  section: string | null;
  roll: string;
  digitalId: string;
  verifyUrl: string;
  /** A JPEG or PNG of the photo, cropped to the card's photo box (4:5), or null for the initials. */
  photo: Buffer | null;
}

export interface CardSheet {
  institutionName: string;
  /** The logo as a PNG or JPEG, or null for none. */
  logo: Buffer | null;
  /** Printed small above each page's cards: what the sheet is (the class and section). */
  heading: string;
  students: CardStudent[];
}

/** The top-left corner, in points from the page's top-left, of the `index`th card of a page (row by row). */
export function cardPosition(index: number): { x: number; y: number } {
  return { x: LEFT + (index % COLUMNS) * (CARD.width + GAP), y: TOP + Math.floor(index / COLUMNS) * (CARD.height + GAP) };
}

/** The photo box on a card, for the caller that crops photos to it. */
export const PHOTO_BOX = { width: 20 * MM, height: 25 * MM };

const round = (value: number) => Math.round(value * 1000) / 1000;

/** What GlyphPainter uses of PDFKit beyond its typed surface: new objects, and the page's named XObjects. */
interface PdfObjects {
  ref(data: object): { end(content?: string): void };
  page: { xobjects: Record<string, unknown> };
}

/**
 * Draws shaped lines, each glyph at the position HarfBuzz gave it. A glyph's outline is written once per file, as
 * a form XObject in font units, and every use of it is a one-line placement: a class's sheet repeats the same few
 * dozen glyphs thousands of times (a tenth of the size and time of writing each outline out).
 */
class GlyphPainter {
  private readonly forms = new Map<string, { end(content?: string): void }>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly shaper: Shaper,
  ) {}

  /** The line's advance at `size` points. */
  width(line: ShapedLine, size: number): number {
    return (line.width * size) / line.unitsPerEm;
  }

  /** The glyph's XObject name, its outline written into the file the first time and named on the current page. */
  private form(weight: Weight, glyph: number, unitsPerEm: number): string | null {
    const outline = this.shaper.outline(weight, glyph);
    if (!outline.length) return null; // a space
    const name = `G${weight[0]}${glyph}`;
    const objects = this.doc as unknown as PdfObjects;
    let form = this.forms.get(name);
    if (!form) {
      const ops: string[] = [];
      let [cx, cy] = [0, 0];
      for (const { type, values: v } of outline) {
        if (type === 'M' || type === 'L') {
          ops.push(`${v[0]} ${v[1]} ${type === 'M' ? 'm' : 'l'}`);
          [cx, cy] = [v[0], v[1]];
        } else if (type === 'Q') {
          // PDF has cubic curves only: the quadratic's control point, two thirds of the way from each end.
          const c1 = [cx + (2 / 3) * (v[0] - cx), cy + (2 / 3) * (v[1] - cy)].map(round);
          const c2 = [v[2] + (2 / 3) * (v[0] - v[2]), v[3] + (2 / 3) * (v[1] - v[3])].map(round);
          ops.push(`${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${v[2]} ${v[3]} c`);
          [cx, cy] = [v[2], v[3]];
        } else if (type === 'C') {
          ops.push(`${v.join(' ')} c`);
          [cx, cy] = [v[4], v[5]];
        } else if (type === 'Z') {
          ops.push('h');
        }
      }
      // Filled in the colour in force where it is placed. The box is generous: marks reach above and below the em.
      form = objects.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-unitsPerEm, -unitsPerEm, 3 * unitsPerEm, 2 * unitsPerEm] });
      form.end(`${ops.join('\n')}\nf`);
      this.forms.set(name, form);
    }
    objects.page.xobjects[name] ??= form;
    return name;
  }

  /** Fills `line` with its baseline starting at (x, baseline). */
  draw(line: ShapedLine, x: number, baseline: number, size: number, colour: string): void {
    const scale = Math.round((size / line.unitsPerEm) * 1e7) / 1e7;
    const placed: string[] = [];
    for (const glyph of line.glyphs) {
      const name = this.form(line.weight, glyph.id, line.unitsPerEm);
      // Font units are y-up; the page's user space (PDFKit's) is y-down from the top.
      if (name) placed.push(`q ${scale} 0 0 ${-scale} ${round(x + glyph.x * scale)} ${round(baseline - glyph.y * scale)} cm /${name} Do Q`);
    }
    if (!placed.length) return;
    this.doc.fillColor(colour);
    this.doc.addContent(placed.join('\n'));
  }
}

interface Fitted {
  lines: ShapedLine[];
  size: number;
}

/**
 * `text` at the largest size from `largest` down to `smallest` points that fits `width` on one line; failing
 * that, on up to `maxLines` lines broken between words (the most even break); failing that, one line shrunk
 * below `smallest` until it fits, so nothing ever runs off the card.
 */
function fit(shaper: Shaper, text: string, weight: Weight, width: number, largest: number, smallest: number, maxLines = 1): Fitted {
  const sizeFor = (lines: ShapedLine[]) => Math.min(largest, ...lines.map((line) => (width * line.unitsPerEm) / line.width));
  const single = shaper.shape(text, weight);
  const singleSize = sizeFor([single]);
  if (singleSize >= smallest || maxLines < 2) return { lines: [single], size: singleSize };
  const words = text.split(/\s+/).filter(Boolean);
  let best: Fitted | null = null;
  for (let at = 1; at < words.length; at++) {
    const lines = [words.slice(0, at).join(' '), words.slice(at).join(' ')].map((part) => shaper.shape(part, weight));
    const size = sizeFor(lines);
    if (!best || size > best.size) best = { lines, size };
  }
  return best && best.size >= smallest ? best : { lines: [single], size: singleSize };
}

/** A student's card with its top-left corner at (x, y). */
function drawCard(doc: PDFKit.PDFDocument, glyphs: GlyphPainter, shaper: Shaper, sheet: CardSheet, logo: string | null, student: CardStudent, x: number, y: number): void {
  const { width, height, radius } = CARD;
  const at = (dx: number, dy: number) => [x + dx * MM, y + dy * MM] as const;

  // The card, its green band at the top and its lime strip at the bottom, inside the rounded corners.
  doc.save();
  doc.roundedRect(x, y, width, height, radius).clip();
  doc.rect(x, y, width, height).fill(COLOURS.white);
  doc.rect(x, y, width, 13.5 * MM).fill(COLOURS.green);
  doc.rect(x, y + 13.5 * MM, width, 0.7 * MM).fill(COLOURS.gold);
  doc.rect(x, y + height - 6 * MM, width, 6 * MM).fill(COLOURS.lime);
  doc.restore();
  doc.roundedRect(x, y, width, height, radius).lineWidth(0.5).stroke(COLOURS.line);

  // The logo on a white disc, so any logo reads on the green.
  const [logoX, logoY] = at(7.25, 6.75);
  doc.circle(logoX, logoY, 5.4 * MM).fill(COLOURS.white);
  if (logo) {
    doc.save();
    doc.circle(logoX, logoY, 5 * MM).clip();
    doc.image(logo, logoX - 4.6 * MM, logoY - 4.6 * MM, { fit: [9.2 * MM, 9.2 * MM], align: 'center', valign: 'center' });
    doc.restore();
  }

  // The institution's name (up to two lines) and what the card is.
  const nameBox = 68 * MM;
  const institution = fit(shaper, sheet.institutionName, 'bold', nameBox, 10, 7, 2);
  const lineGap = institution.size * 1.15;
  let baseline = y + (institution.lines.length === 1 ? 6.6 * MM : 4.6 * MM);
  for (const line of institution.lines) {
    glyphs.draw(line, x + 14 * MM, baseline, institution.size, COLOURS.white);
    baseline += lineGap;
  }
  const title = shaper.shape(TEXT.cardTitle, 'regular');
  glyphs.draw(title, x + 14 * MM, y + 11.6 * MM, 6.5, COLOURS.lime);

  // The photo, or the initials on the student's colour.
  const [photoX, photoY] = at(4, 17);
  doc.save();
  doc.roundedRect(photoX, photoY, PHOTO_BOX.width, PHOTO_BOX.height, 1.2 * MM).clip();
  if (student.photo) {
    doc.image(student.photo, photoX, photoY, { width: PHOTO_BOX.width, height: PHOTO_BOX.height });
  } else {
    doc.rect(photoX, photoY, PHOTO_BOX.width, PHOTO_BOX.height).fill(COLOURS.lime);
    const centreX = photoX + PHOTO_BOX.width / 2;
    const centreY = photoY + PHOTO_BOX.height / 2;
    doc.circle(centreX, centreY, 8 * MM).fill(colourOf(student.fullName));
    const initials = fit(shaper, initialsOf(student.fullName), 'bold', 12 * MM, 18, 8);
    const line = initials.lines[0];
    const { ascender, descender } = shaper.extents('bold');
    // Centred on the disc by the font's ascent and descent, not by the letters', so every name sits alike.
    const middle = ((ascender + descender) / 2 / line.unitsPerEm) * initials.size;
    glyphs.draw(line, centreX - glyphs.width(line, initials.size) / 2, centreY + middle, initials.size, COLOURS.white);
  }
  doc.restore();
  doc.roundedRect(photoX, photoY, PHOTO_BOX.width, PHOTO_BOX.height, 1.2 * MM).lineWidth(0.6).stroke(COLOURS.green);

  // Name (up to two lines), then class, section and roll.
  const textX = x + 27 * MM;
  const textWidth = 32 * MM;
  const name = fit(shaper, student.fullName, 'bold', textWidth, 10.5, 7.5, 2);
  baseline = y + 20.5 * MM;
  for (const line of name.lines) {
    glyphs.draw(line, textX, baseline, name.size, COLOURS.ink);
    baseline += name.size * 1.2;
  }
  baseline += 1.2 * MM;
  const rows: Array<[string, string]> = [
    [TEXT.className, student.className],
    [TEXT.section, student.section || '—'],
    [TEXT.roll, toBengaliDigits(student.roll)],
  ];
  for (const [label, value] of rows) {
    const labelLine = shaper.shape(`${label}:`, 'regular');
    glyphs.draw(labelLine, textX, baseline, 7.5, COLOURS.muted);
    const valueX = textX + 10 * MM;
    const fitted = fit(shaper, value, 'bold', textWidth - 10 * MM, 8, 5.5);
    glyphs.draw(fitted.lines[0], valueX, baseline, fitted.size, COLOURS.ink);
    baseline += 3.9 * MM;
  }

  // The QR code of the verify page, with its quiet zone on white, and what it is for.
  const qr = qrRuns(student.verifyUrl);
  const qrSide = 21 * MM;
  const module = qrSide / (qr.size + 2); // one module of quiet zone each side: the card around it is white
  const [qrX, qrY] = at(61.6, 16.2);
  doc.rect(qrX, qrY, qrSide, qrSide).fill(COLOURS.white);
  for (const [row, column, length] of qr.runs) {
    // A hair wider than the modules, so neighbouring runs never show a seam when rasterised.
    doc.rect(qrX + (column + 1) * module, qrY + (row + 1) * module, length * module + 0.05, module + 0.05);
  }
  doc.fill(COLOURS.ink);
  const scan = fit(shaper, TEXT.scan, 'regular', qrSide, 5.8, 4.5);
  glyphs.draw(scan.lines[0], qrX + (qrSide - glyphs.width(scan.lines[0], scan.size)) / 2, qrY + qrSide + 2.6 * MM, scan.size, COLOURS.muted);

  // The digital id along the bottom.
  const code = fit(shaper, `${TEXT.digitalId}: ${student.digitalId}`, 'regular', width - 8 * MM, 7, 5);
  glyphs.draw(code.lines[0], x + 4 * MM, y + height - 2 * MM, code.size, COLOURS.greenDeep);
}

/** Short marks at each corner of each card, outside it, to cut along (they stay out of the gaps' middle). */
function drawCropMarks(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const near = 1 * MM;
  const far = 3.5 * MM;
  for (const cornerX of [x, x + CARD.width]) {
    for (const cornerY of [y, y + CARD.height]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      doc.moveTo(cornerX + outX * near, cornerY).lineTo(cornerX + outX * far, cornerY);
      doc.moveTo(cornerX, cornerY + outY * near).lineTo(cornerX, cornerY + outY * far);
    }
  }
  doc.lineWidth(0.3).stroke(COLOURS.muted);
}

/** The whole sheet as a PDF file. */
export async function cardSheetPdf(shaper: Shaper, sheet: CardSheet, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${sheet.heading} — ${TEXT.cardTitle}`, Creator: sheet.institutionName, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const glyphs = new GlyphPainter(doc, shaper);
  // One copy of the logo in the file however many cards show it: PDFKit keeps an image given by a string.
  const logo = sheet.logo ? `data:image/png;base64,${sheet.logo.toString('base64')}` : null;
  const pages = Math.ceil(sheet.students.length / CARDS_PER_PAGE);
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    const heading = shaper.shape(`${sheet.institutionName} · ${sheet.heading} · ${toBengaliDigits(page + 1)}/${toBengaliDigits(pages)}`, 'regular');
    glyphs.draw(heading, LEFT, TOP - 9 * MM, 7, COLOURS.muted);
    sheet.students.slice(page * CARDS_PER_PAGE, (page + 1) * CARDS_PER_PAGE).forEach((student, index) => {
      const { x, y } = cardPosition(index);
      drawCropMarks(doc, x, y);
      drawCard(doc, glyphs, shaper, sheet, logo, student, x, y);
    });
  }
  doc.end();
  return done;
}
