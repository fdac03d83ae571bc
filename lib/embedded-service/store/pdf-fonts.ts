import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The font the service's PDFs are written in: DejaVu Sans (Bitstream Vera licence, free to embed
 * and redistribute), from the `dejavu-fonts-ttf` package. It covers Latin with its extensions,
 * Greek (polytonic too) and Cyrillic, so names and addresses print as people typed them.
 *
 * Resolved from the project root at run time, not imported, so no bundler copies the font into a
 * chunk; the bytes are read once and kept on globalThis because Next.js may instantiate this module
 * once per bundle layer.
 */
export type PdfFontBytes = { regular: Uint8Array; bold: Uint8Array };

const FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

const cache = globalThis as typeof globalThis & { __labdeskPdfFonts?: PdfFontBytes };

export function pdfFontBytes(): PdfFontBytes {
  if (cache.__labdeskPdfFonts) return cache.__labdeskPdfFonts;
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const read = (file: string) => new Uint8Array(fs.readFileSync(requireFromRoot.resolve(file)));
  cache.__labdeskPdfFonts = { regular: read(FILES.regular), bold: read(FILES.bold) };
  return cache.__labdeskPdfFonts;
}
