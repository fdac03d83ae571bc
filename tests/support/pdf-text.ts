import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text a PDF shows, one line per drawn line, read the way a viewer reads it. An embedded
 * font stores text as glyph ids, so the content streams alone no longer spell it: pdf.js maps
 * the glyphs back to characters through the font's ToUnicode table.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let line = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = "";
        }
      }
      if (line !== "") lines.push(line);
    }
    return lines.join("\n");
  } finally {
    await doc.destroy();
  }
}
