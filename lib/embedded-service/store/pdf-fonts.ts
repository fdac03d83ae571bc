import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocument } from "@cantoo/pdf-lib";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import { withEvenGlyphs } from "./pdf-font-subset";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The fonts the service's PDFs are written in, in the order a character looks for its glyph (all
 * under licences that allow embedding and redistribution):
 * - DejaVu Sans (`dejavu-fonts-ttf`): Latin with its extensions, Greek (polytonic too), Cyrillic,
 *   Hebrew and Arabic.
 * - Noto Sans SC (`@expo-google-fonts/noto-sans-sc`): Chinese ideographs, traditional ones and
 *   Japanese kanji included, and Japanese kana.
 * - Noto Sans KR (`@expo-google-fonts/noto-sans-kr`): Korean Hangul.
 * The Noto files are TrueType outlines on purpose: subsetting them copies a few glyphs, where the
 * same fonts as CFF outlines (OTF) take about a second a document and write ~40 KB of shared
 * subroutines for three characters.
 *
 * Resolved from the project root at run time, not imported, so no bundler copies the fonts into a
 * chunk. A file is read only when a document needs it (the CJK ones are 6–10 MB), then kept once
 * per process with its parsed form, because Next.js may instantiate this module once per bundle
 * layer and parsing a CJK font costs more than writing a whole report.
 */
export type Weight = "regular" | "bold";

const FAMILIES = [
  { regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf", bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" },
  {
    regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  },
  {
    regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
  },
] as const;

/** How many fonts a character may fall back through; index 0 is the one most text is set in. */
export const FAMILY_COUNT = FAMILIES.length;

type Loaded = { bytes: Uint8Array; font: Font };
const loaded = processSingleton("pdfFonts", () => new Map<string, Loaded>());
const parsedByBytes = new WeakMap<Uint8Array, Font>();

function load(family: number, weight: Weight): Loaded {
  const files = FAMILIES[family];
  if (!files) throw new RangeError(`No PDF font family ${family}`);
  const file = files[weight];
  let entry = loaded.get(file);
  if (!entry) {
    const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
    const bytes = new Uint8Array(fs.readFileSync(requireFromRoot.resolve(file)));
    entry = { bytes, font: withEvenGlyphs(fontkit.create(bytes)) };
    loaded.set(file, entry);
  }
  parsedByBytes.set(entry.bytes, entry.font);
  return entry;
}

/** The font file's bytes, to hand to `PDFDocument.embedFont`. */
export const pdfFontBytes = (family: number, weight: Weight): Uint8Array => load(family, weight).bytes;

/** Whether the font has a glyph of its own for the character (not the empty "missing" box). */
export const fontHasGlyph = (family: number, weight: Weight, codePoint: number): boolean =>
  load(family, weight).font.hasGlyphForCodePoint(codePoint);

/**
 * A fontkit for `PDFDocument.registerFontkit` that hands out the font parsed once for these bytes
 * instead of parsing them again for every document. fontkit fonts keep no per-document state: each
 * embedding makes its own subset.
 */
export const cachedFontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create: (bytes, postscriptName) => parsedByBytes.get(bytes) ?? withEvenGlyphs(fontkit.create(bytes, postscriptName)),
};
