import type { Font, Subset } from "@pdf-lib/fontkit";

/** The parts of fontkit's TrueType subset that the fix below touches (not in its typings). */
type TrueTypeSubset = Subset & {
  _addGlyph?: (gid: number) => number;
  glyf: Uint8Array[];
  offset: number;
};

/**
 * @pdf-lib/fontkit writes a small subset's `loca` table in the short format, which stores each
 * glyph's offset halved, but copies the glyph data as the font has it. Fonts that do not pad their
 * glyphs to an even length (Google's Noto Sans SC and KR among them) then get every glyph after an
 * odd-length one shifted by a byte: the PDF shows blanks where the characters should be. Padding
 * each copied glyph to an even length, as the short format requires, keeps every offset exact.
 * (Upstream fontkit fixed this after @pdf-lib/fontkit forked from it; its newer releases no longer
 * have the stream interface pdf-lib embeds with.) CFF subsets have no `loca` table and are left as
 * they are.
 */
export function withEvenGlyphs(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as TrueTypeSubset;
    const addGlyph = subset._addGlyph;
    if (typeof addGlyph !== "function" || !("glyphEncoder" in subset)) return subset;
    subset._addGlyph = function (this: TrueTypeSubset, gid: number) {
      const index = addGlyph.call(this, gid);
      const data = this.glyf[index];
      if (data && data.length % 2 === 1) {
        // The same Buffer class fontkit's bundled streams accept; a plain Uint8Array is refused.
        const padded = (data.constructor as unknown as { alloc: (size: number) => Uint8Array }).alloc(data.length + 1);
        padded.set(data);
        this.glyf[index] = padded;
        this.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}
