import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { pdfFontBytes } from "@/lib/embedded-service/store/pdf-fonts";
import { fontRuns, startPdf } from "@/lib/embedded-service/store/pdf-writer";
import { pdfText } from "../support/pdf-text";

/** Three made-up fonts: 0 has printable ASCII and Hebrew, 1 ideographs, 2 Hangul; 1 and 2 have spaces. */
const SCRIPTS = [/[\x20-\x7e\u05d0-\u05ea]/u, /[\p{Script=Han} ,]/u, /[\p{Script=Hangul} ]/u];
const has = (family: number, cp: number) => SCRIPTS[family]!.test(String.fromCodePoint(cp));

/** The font programs a PDF embeds, by font name, parsed back with fontkit. */
async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<string, fontkit.Font>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || !obj.has(PDFName.of("FontFile2"))) continue;
    const file = doc.context.lookup(obj.get(PDFName.of("FontFile2")));
    if (!(file instanceof PDFRawStream)) throw new Error("FontFile2 is not a stream");
    fonts.set(String(obj.get(PDFName.of("FontName"))), fontkit.create(decodePDFRawStream(file).decode()));
  }
  return fonts;
}

describe("fontRuns", () => {
  it("sets each character in the first font that has it, keeping spaces and punctuation with their run", () => {
    expect(fontRuns("Name: 王小明, 山田 太郎 김민준", has)).toEqual([
      { text: "Name: ", family: 0, rtl: false },
      { text: "王小明, 山田 太郎 ", family: 1, rtl: false },
      { text: "김민준", family: 2, rtl: false },
    ]);
  });

  it("drops accents only when no font has the accented letter, and marks anything else with ?", () => {
    expect(fontRuns("Café Łódź ✓\n1 Main St\tRear", has)).toEqual([
      { text: "Cafe ?odz ? 1 Main St Rear", family: 0, rtl: false },
    ]);
  });

  it("gives right-to-left words a run of their own and hands the punctuation after them back", () => {
    expect(fontRuns("Patient: דוד כהן, Haifa", has)).toEqual([
      { text: "Patient: ", family: 0, rtl: false },
      { text: "דוד כהן", family: 0, rtl: true },
      { text: ", Haifa", family: 0, rtl: false },
    ]);
  });
});

describe("startPdf", () => {
  it("prints Latin, Greek, Cyrillic, Chinese, Japanese, Korean and Hebrew names as written, in small subsets", async () => {
    const { doc, w } = await startPdf("Zoë's report", new Date("2026-01-01T00:00:00Z"));
    w.line("Zoë Ὀδυσσεύς Кузнецова", { bold: true });
    w.line("王小明山田太郎김민준");
    w.line("Patient: 王小明 / 山田 太郎 / 김민준 / דוד כהן ✓ 🙂");
    const bytes = await w.save();
    expect(await pdfText(bytes)).toMatch(
      /^Zoë Ὀδυσσεύς Кузнецова\n王小明山田太郎김민준\nPatient: 王小明 \/ 山田 太郎 \/ 김민준 \/ \u202b?דוד כהן\u202c? ✓ \?$/u,
    );
    expect(doc.getTitle()).toBe("Zoë's report");
    // The CJK fonts are 6–10 MB and DejaVu ~740 KB; subsets of the few glyphs used are a few KB each.
    expect(bytes.length).toBeLessThan(60_000);

    // Text extraction reads the ToUnicode maps, not the outlines: check that each glyph in the CJK
    // subsets is the very outline the font has for one of the characters drawn (a subset with
    // shifted glyph offsets prints blanks or scraps of neighbouring glyphs).
    const drawnText = "王小明山田太郎김민준 / ";
    const fonts = await embeddedFonts(bytes);
    for (const [family, name, count] of [
      [1, "NotoSansSC-Regular", 7],
      [2, "NotoSansKR-Regular", 3],
    ] as const) {
      const source = fontkit.create(pdfFontBytes(family, "regular"));
      const outlines = new Set(
        [...drawnText].flatMap((c) => {
          const cp = c.codePointAt(0)!;
          return source.hasGlyphForCodePoint(cp) ? [source.glyphForCodePoint(cp).path.toSVG()] : [];
        }),
      );
      const subset = [...fonts].find(([font]) => font.includes(name))?.[1];
      expect(subset, name).toBeDefined();
      const drawn = Array.from({ length: subset!.numGlyphs - 1 }, (_, i) => subset!.getGlyph(i + 1).path.toSVG());
      expect(
        drawn.filter((svg) => !outlines.has(svg)),
        name,
      ).toEqual([]);
      expect(new Set(drawn.filter((svg) => svg !== "")).size, name).toBeGreaterThanOrEqual(count);
    }
  });

  it("sets table cells in their columns, cut to fit, and wraps a long line instead of cutting it", async () => {
    const { w } = await startPdf("Table", new Date("2026-01-01T00:00:00Z"));
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    w.row(["Glucose", "92", "mg/dL"], [200, 100, 204]);
    w.row(["A marker name far too long for its narrow column", "5"], [60, 444]);
    w.rule();
    w.line(words, { wrap: true });
    w.line(words);
    const lines = (await pdfText(await w.save())).split("\n");
    expect(lines[0]).toMatch(/^Glucose\s*92\s*mg\/dL$/);
    expect(lines[1]).toMatch(/^A mark\w*\.\.\.\s*5$/);
    // Wrapped: every word is there, over more than one line; unwrapped: cut with "...".
    const wrapped = lines.slice(2, -1);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(" ")).toBe(words);
    expect(lines.at(-1)).toMatch(/^word0 .*\.\.\.$/);
  });
});
