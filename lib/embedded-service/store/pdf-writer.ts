import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** Line-by-line PDF writing for the documents the service hands out (requisitions, results). */
const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 54;

/**
 * The standard PDF fonts only encode WinAnsi; an address may hold any character a person typed, and
 * drawing one outside the set throws. Accents are folded, anything else becomes "?".
 */
export function pdfSafe(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?");
}

/** Cuts a line to the width available so long values never run off the page. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const t = pdfSafe(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  // No glyph is narrower than ~0.15 em, so longer text cannot fit; cutting first keeps this cheap.
  let cut = t.slice(0, Math.ceil(width / (size * 0.15)));
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

export type Writer = { line: (text: string, opts?: { size?: number; bold?: boolean; gap?: number }) => void };

function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont): Writer {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  return {
    line(text, { size = 11, bold: isBold = false, gap = 4 } = {}) {
      if (y - size < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      const font = isBold ? bold : regular;
      page.drawText(fit(text, font, size, PAGE[0] - 2 * MARGIN), {
        x: MARGIN,
        y: y - size,
        size,
        font,
        color: rgb(0, 0, 0),
      });
      y -= size + gap;
    },
  };
}

/** A new document with its metadata set and a writer on its first page. */
export async function startPdf(title: string, now: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(title));
  doc.setProducer("Labdesk embedded service");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w = writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  return { doc, w };
}
