import { PDFDocument, rgb, type PDFFont } from "@cantoo/pdf-lib";
import { cachedFontkit, FAMILY_COUNT, fontHasGlyph, pdfFontBytes, type Weight } from "./pdf-fonts";

/** Line-by-line PDF writing for the documents the service hands out (requisitions, results). */
const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 54;

/**
 * A piece of a line set in one font and one direction: `family` indexes the fonts in the order they
 * are tried; a right-to-left piece (Hebrew, Arabic) is laid out, and Arabic joined, by fontkit,
 * which reverses it into visual order when it starts with a right-to-left letter.
 */
export type Run = { text: string; family: number; rtl: boolean };

// Spaces and punctuation stay in the run of the text around them, so "王小明, 山田" is one run
// and not three; letters and digits always take the first font that has them, so Latin text keeps
// one look whatever it follows.
const NEUTRAL = /[\p{Z}\p{P}\p{S}]/u;
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
const TRAILING_NEUTRALS = /[\p{Z}\p{P}\p{S}]+$/u;

/**
 * Splits a line into runs, each character in the first font that has a glyph for it, so a name
 * prints as written whatever its script. A character none of the fonts has (emoji, a script they
 * lack) would print as an empty box: it loses its accents if that helps, else becomes "?", so a
 * reader sees that something was there.
 *
 * Right-to-left words get runs of their own, with the spaces between them: "Patient: דוד כהן,
 * Haifa" reads correctly. This is not the full bidirectional algorithm (a number inside Hebrew text
 * keeps its place after it, not before), which names and addresses rarely need.
 */
export function fontRuns(text: string, has: (family: number, codePoint: number) => boolean): Run[] {
  const runs: Run[] = [];
  const push = (ch: string, family: number, rtl: boolean) => {
    const last = runs.at(-1);
    if (last && last.family === family && last.rtl === rtl) {
      last.text += ch;
      return;
    }
    // Punctuation and spaces after right-to-left words belong to the left-to-right line around them.
    const trailing = last?.rtl && !rtl ? TRAILING_NEUTRALS.exec(last.text)?.[0] : undefined;
    if (last && trailing && trailing !== last.text) {
      last.text = last.text.slice(0, -trailing.length);
      runs.push({ text: trailing, family: last.family, rtl: false });
      push(ch, family, rtl);
      return;
    }
    runs.push({ text: ch, family, rtl });
  };
  const firstWith = (cp: number) => {
    for (let f = 0; f < FAMILY_COUNT; f++) if (has(f, cp)) return f;
    return -1;
  };
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && NEUTRAL.test(ch) && has(current.family, cp)) {
      current.text += ch;
      continue;
    }
    const family = firstWith(cp);
    if (family >= 0) {
      push(ch, family, RIGHT_TO_LEFT.test(ch));
      continue;
    }
    const folded = [...ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")].map((c) => ({
      c,
      family: firstWith(c.codePointAt(0)!),
    }));
    if (folded.length > 0 && folded.every((x) => x.family >= 0)) folded.forEach((x) => push(x.c, x.family, false));
    else push("?", 0, false);
  }
  push("", 0, false); // lets a last right-to-left run hand back its trailing punctuation
  return runs.filter((r) => r.text !== "");
}

type Placed = { text: string; font: PDFFont };

const widthOf = (runs: Placed[], size: number) => runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

/** Cuts a line to the width available so long values never run off the page. */
function fit(runs: Placed[], size: number, width: number, ellipsisFont: PDFFont): Placed[] {
  if (widthOf(runs, size) <= width) return runs;
  const ellipsis = { text: "...", font: ellipsisFont };
  let room = width - widthOf([ellipsis], size);
  const out: Placed[] = [];
  for (const run of runs) {
    const w = widthOf([run], size);
    if (w <= room) {
      out.push(run);
      room -= w;
      continue;
    }
    // No glyph is narrower than ~0.15 em, so longer text cannot fit; cutting first keeps this cheap.
    let cut = [...run.text].slice(0, Math.ceil(room / (size * 0.15)));
    while (cut.length > 0 && run.font.widthOfTextAtSize(cut.join(""), size) > room) cut = cut.slice(0, -1);
    if (cut.length > 0) out.push({ text: cut.join(""), font: run.font });
    break;
  }
  return [...out, ellipsis];
}

type Line = { text: string; size: number; bold: boolean; gap: number };

export type Writer = {
  line: (text: string, opts?: { size?: number; bold?: boolean; gap?: number }) => void;
  /** Sets the lines down and returns the finished file. */
  save: () => Promise<Uint8Array>;
};

/**
 * Lines are collected first and set down on save: only then is it known which fonts the document
 * needs, and a font is embedded (as a subset of the glyphs used, so the file stays small) only if
 * some line uses it.
 */
function writer(doc: PDFDocument): Writer {
  const lines: Line[] = [];
  const embedded = new Map<string, Promise<PDFFont>>();
  const font = (family: number, weight: Weight) => {
    const key = `${family}:${weight}`;
    if (!embedded.has(key)) embedded.set(key, doc.embedFont(pdfFontBytes(family, weight), { subset: true }));
    return embedded.get(key)!;
  };

  return {
    line(text, { size = 11, bold = false, gap = 4 } = {}) {
      lines.push({ text, size, bold, gap });
    },
    async save() {
      let page = doc.addPage(PAGE);
      let y = PAGE[1] - MARGIN;
      for (const { text, size, bold, gap } of lines) {
        if (y - size < MARGIN) {
          page = doc.addPage(PAGE);
          y = PAGE[1] - MARGIN;
        }
        const weight: Weight = bold ? "bold" : "regular";
        const runs = fontRuns(text, (family, cp) => fontHasGlyph(family, weight, cp));
        const placed = await Promise.all(runs.map(async (r) => ({ text: r.text, font: await font(r.family, weight) })));
        let x = MARGIN;
        for (const r of fit(placed, size, PAGE[0] - 2 * MARGIN, await font(0, weight))) {
          page.drawText(r.text, { x, y: y - size, size, font: r.font, color: rgb(0, 0, 0) });
          x += r.font.widthOfTextAtSize(r.text, size);
        }
        y -= size + gap;
      }
      return doc.save({ useObjectStreams: false });
    },
  };
}

/** A new document with its metadata set and a writer for its pages. */
export async function startPdf(title: string, now: Date) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  // The title is Unicode text in the document's info, not drawn: no glyphs needed.
  doc.setTitle(title);
  doc.setProducer("Labdesk embedded service");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return { doc, w: writer(doc) };
}
