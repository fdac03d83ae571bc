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

type TextOpts = { size?: number; bold?: boolean; gap?: number };
type Item =
  | { kind: "text"; text: string; size: number; bold: boolean; gap: number; wrap: boolean }
  | { kind: "row"; cells: readonly string[]; widths: readonly number[]; size: number; bold: boolean; gap: number }
  | { kind: "rule"; gap: number };

/** The width lines and tables have between the margins, in points. */
export const CONTENT_WIDTH = PAGE[0] - 2 * MARGIN;
/** Space kept clear at the right of each table cell, so neighbouring columns never touch. */
const CELL_GAP = 6;

export type Writer = {
  /** One line, cut with "..." if too long; `wrap` continues it on the next lines instead. */
  line: (text: string, opts?: TextOpts & { wrap?: boolean }) => void;
  /** A table row: each cell set at the start of its column and cut to the column's width. */
  row: (cells: readonly string[], widths: readonly number[], opts?: TextOpts) => void;
  /** A thin rule across the page, under a table's header or between sections. */
  rule: (opts?: { gap?: number }) => void;
  /** Sets the lines down and returns the finished file. */
  save: () => Promise<Uint8Array>;
};

/** Greedy word wrap: words go on the line while it fits; a word too long alone is cut when drawn. */
async function wrapWords(text: string, fits: (line: string) => Promise<boolean>): Promise<string[]> {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && !(await fits(candidate))) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return current ? [...lines, current] : lines;
}

/**
 * Lines are collected first and set down on save: only then is it known which fonts the document
 * needs, and a font is embedded (as a subset of the glyphs used, so the file stays small) only if
 * some line uses it.
 */
function writer(doc: PDFDocument): Writer {
  const items: Item[] = [];
  const embedded = new Map<string, Promise<PDFFont>>();
  const font = (family: number, weight: Weight) => {
    const key = `${family}:${weight}`;
    if (!embedded.has(key)) embedded.set(key, doc.embedFont(pdfFontBytes(family, weight), { subset: true }));
    return embedded.get(key)!;
  };
  const place = (text: string, weight: Weight): Promise<Placed[]> =>
    Promise.all(
      fontRuns(text, (family, cp) => fontHasGlyph(family, weight, cp)).map(async (r) => ({
        text: r.text,
        font: await font(r.family, weight),
      })),
    );

  return {
    line(text, { size = 11, bold = false, gap = 4, wrap = false } = {}) {
      items.push({ kind: "text", text, size, bold, gap, wrap });
    },
    row(cells, widths, { size = 10, bold = false, gap = 3 } = {}) {
      items.push({ kind: "row", cells, widths, size, bold, gap });
    },
    rule({ gap = 4 } = {}) {
      items.push({ kind: "rule", gap });
    },
    async save() {
      let page = doc.addPage(PAGE);
      let y = PAGE[1] - MARGIN;
      const room = (height: number) => {
        if (y - height >= MARGIN) return;
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      };
      const draw = async (text: string, x: number, width: number, size: number, weight: Weight) => {
        for (const r of fit(await place(text, weight), size, width, await font(0, weight))) {
          page.drawText(r.text, { x, y: y - size, size, font: r.font, color: rgb(0, 0, 0) });
          x += r.font.widthOfTextAtSize(r.text, size);
        }
      };
      for (const item of items) {
        if (item.kind === "rule") {
          room(item.gap);
          const at = y - item.gap / 2;
          page.drawLine({ start: { x: MARGIN, y: at }, end: { x: PAGE[0] - MARGIN, y: at }, thickness: 0.5 });
          y -= item.gap;
          continue;
        }
        const weight: Weight = item.bold ? "bold" : "regular";
        if (item.kind === "row") {
          room(item.size);
          let x = MARGIN;
          for (const [i, cell] of item.cells.entries()) {
            const width = item.widths[i] ?? 0;
            if (cell !== "") await draw(cell, x, width - CELL_GAP, item.size, weight);
            x += width;
          }
          y -= item.size + item.gap;
          continue;
        }
        const fits = async (t: string) => widthOf(await place(t, weight), item.size) <= CONTENT_WIDTH;
        const lines = item.wrap ? await wrapWords(item.text, fits) : [item.text];
        for (const [k, text] of lines.entries()) {
          room(item.size);
          await draw(text, MARGIN, CONTENT_WIDTH, item.size, weight);
          y -= item.size + (k === lines.length - 1 ? item.gap : 2);
        }
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
