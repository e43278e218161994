// Bengali text for the ID cards, shaped by HarfBuzz (harfbuzzjs) and drawn as glyph outlines. PDFKit's own text
// layout knows nothing of Indic shaping: it would lay `ক্ষ` out as ক, ্, ষ and put vowel signs after their
// consonant instead of around it. HarfBuzz applies the font's OpenType rules (conjuncts, reordered and split
// vowel signs, marks), and each glyph it answers is drawn as a vector path from the font's own outline, so the
// PDF needs no embedded font at all and looks the same in every viewer.
//
// The WebAssembly module and the two faces of Hind Siliguri (the public site's typeface) are loaded once per
// process, on the first card sheet or link-preview card (cards/); glyph outlines are kept as they are first drawn.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { constants as vmConstants, runInThisContext } from 'node:vm';
import type * as HarfBuzz from 'harfbuzzjs';

export type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Weight, string> = {
  regular: '@expo-google-fonts/hind-siliguri/400Regular/HindSiliguri_400Regular.ttf',
  bold: '@expo-google-fonts/hind-siliguri/600SemiBold/HindSiliguri_600SemiBold.ttf',
};

/** One glyph of a shaped line, in font units from the line's start (y up, as the font has it). */
export interface PlacedGlyph {
  id: number;
  x: number;
  y: number;
}

export interface ShapedLine {
  glyphs: PlacedGlyph[];
  /** The line's advance, in font units. */
  width: number;
  /** Font units per em: a size in points is `units * size / unitsPerEm`. */
  unitsPerEm: number;
  weight: Weight;
}

/** A glyph's outline in font units (y up): `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`. */
type Outline = HarfBuzz.SvgPathCommand[];

export interface Shaper {
  shape(text: string, weight: Weight): ShapedLine;
  outline(weight: Weight, glyph: number): Outline;
  /** The font's ascender and descender (a negative number), in font units. */
  extents(weight: Weight): { ascender: number; descender: number };
}

type HarfBuzzModule = typeof HarfBuzz;

/**
 * harfbuzzjs is an ES module that awaits its WebAssembly at the top level, which `require` cannot load. The server
 * is a CommonJS bundle, where `import()` of it works as it does anywhere in Node. Jest runs the same code in a VM
 * context that refuses `import()` unless Node is started with --experimental-vm-modules; there the import is
 * made from Node's own context instead, by its default loader (a Node 20.12+ feature).
 */
async function importEsm(specifier: string): Promise<HarfBuzzModule> {
  const url = pathToFileURL(require.resolve(specifier)).href;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a fixed source: an import() the test transpiler cannot rewrite into require()
    const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<HarfBuzzModule>;
    return await nativeImport(url);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG') throw error;
    const mainContextImport = runInThisContext('(url) => import(url)', {
      importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }) as (url: string) => Promise<HarfBuzzModule>;
    return mainContextImport(url);
  }
}

async function createShaper(): Promise<Shaper> {
  const hb = await importEsm('harfbuzzjs');
  const fonts = {} as Record<Weight, HarfBuzz.Font>;
  for (const weight of Object.keys(FONT_FILES) as Weight[]) {
    const data = readFileSync(require.resolve(FONT_FILES[weight]));
    fonts[weight] = new hb.Font(new hb.Face(new hb.Blob(data), 0));
  }
  const outlines = new Map<string, Outline>();
  const extents = Object.fromEntries(
    (Object.keys(fonts) as Weight[]).map((weight) => {
      const { ascender, descender } = fonts[weight].hExtents();
      return [weight, { ascender, descender }];
    }),
  ) as Record<Weight, { ascender: number; descender: number }>;

  return {
    shape(text, weight) {
      const font = fonts[weight];
      const buffer = new hb.Buffer();
      buffer.addText(text);
      // Bengali rules for the whole line: Latin letters and digits in it (a class named `XI`) shape the same.
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const glyphs: PlacedGlyph[] = [];
      let x = 0;
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        glyphs.push({ id: glyph.codepoint, x: x + (glyph.xOffset ?? 0), y: glyph.yOffset ?? 0 });
        x += glyph.xAdvance ?? 0;
      }
      return { glyphs, width: x, unitsPerEm: font.face.upem, weight };
    },
    outline(weight, glyph) {
      const key = `${weight} ${glyph}`;
      let outline = outlines.get(key);
      if (!outline) {
        outline = fonts[weight].glyphToJson(glyph);
        outlines.set(key, outline);
      }
      return outline;
    },
    extents: (weight) => extents[weight],
  };
}

let loading: Promise<Shaper> | null = null;

/** The process's shaper, made on first use. A failed load is tried again on the next call. */
export function loadShaper(): Promise<Shaper> {
  loading ??= createShaper().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
