/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it: each word (runs of letters and digits)
 * in lower case, padded with two spaces before and one after, cut into the set of its three-letter
 * runs; the similarity of two strings is the share of trigrams they have in common (shared over
 * all). "jennifer o" is nearer "jennifer young" than "jennifer gonzalez-whitaker". Used in
 * process on both stores, so ties between equally good matches break the same way on each.
 */

const WORDS = /[\p{L}\p{N}]+/gu;

export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(WORDS) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** 0 (nothing shared) to 1 (the same trigrams). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
