import { PDFDocument, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import { pdfFontBytes } from "./pdf-fonts";

/** Line-by-line PDF writing for the documents the service hands out (requisitions, results). */
const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 54;

/**
 * The embedded font prints Latin (with its extensions), Greek and Cyrillic as written. A character
 * it has no glyph for (CJK, emoji) would print as an empty box: it loses its accents if that helps,
 * else becomes "?", so a reader sees that something was there.
 */
export function printable(text: string, covered: (codePoint: number) => boolean): string {
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
    if (covered(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const folded = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += folded !== "" && [...folded].every((c) => covered(c.codePointAt(0)!)) ? folded : "?";
  }
  return out;
}

type Face = { font: PDFFont; covered: (codePoint: number) => boolean };

async function embedFace(doc: PDFDocument, bytes: Uint8Array): Promise<Face> {
  // Subset: a report uses a few dozen glyphs of the font's thousands, so the PDF stays small.
  const font = await doc.embedFont(bytes, { subset: true });
  const set = new Set(font.getCharacterSet());
  return { font, covered: (cp) => set.has(cp) };
}

/** Cuts a line to the width available so long values never run off the page. */
function fit(text: string, { font, covered }: Face, size: number, width: number): string {
  const t = printable(text, covered);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  // No glyph is narrower than ~0.15 em, so longer text cannot fit; cutting first keeps this cheap.
  let cut = [...t].slice(0, Math.ceil(width / (size * 0.15)));
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut.join("")}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.join("")}...`;
}

export type Writer = { line: (text: string, opts?: { size?: number; bold?: boolean; gap?: number }) => void };

function writer(doc: PDFDocument, regular: Face, bold: Face): Writer {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  return {
    line(text, { size = 11, bold: isBold = false, gap = 4 } = {}) {
      if (y - size < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      const face = isBold ? bold : regular;
      page.drawText(fit(text, face, size, PAGE[0] - 2 * MARGIN), {
        x: MARGIN,
        y: y - size,
        size,
        font: face.font,
        color: rgb(0, 0, 0),
      });
      y -= size + gap;
    },
  };
}

/** A new document with its metadata set and a writer on its first page. */
export async function startPdf(title: string, now: Date) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The title is Unicode text in the document's info, not drawn: no glyphs needed.
  doc.setTitle(title);
  doc.setProducer("Labdesk embedded service");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts = pdfFontBytes();
  const w = writer(doc, await embedFace(doc, fonts.regular), await embedFace(doc, fonts.bold));
  return { doc, w };
}
