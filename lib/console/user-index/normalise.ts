/**
 * Folding a name for search, the same way when it is indexed and when it is typed: people type
 * "munoz" for "Muñoz", "oconnor" for "O'Connor" and "smith jones" for "Smith-Jones", and the
 * lab's own rule keeps stored names to ASCII while what staff type need not be.
 */

// Apostrophes of every kind and periods join what they sit between ("O'Connor", "St.John" → one word).
const JOINERS = /['’‘ʼ`´.]/g;
// Hyphens, dashes, commas and anything else that is not a letter or digit separate words.
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
// Combining marks left by NFKD: the accents of "é", "ñ", "ü".
const MARKS = /\p{M}+/gu;
// Letters NFKD does not decompose, spelled the way people write them without the letter.
const SPECIAL: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };
const SPECIALS = new RegExp(`[${Object.keys(SPECIAL).join("")}]`, "g");

/** Lower case, no accents, punctuation folded, single spaces between words; "" for nothing. */
export function normaliseName(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(SPECIALS, (c) => SPECIAL[c] ?? c)
    .replace(JOINERS, "")
    .replace(SEPARATORS, " ")
    .trim();
}

/** The words of a folded query, each of which must occur in a name for it to match. */
export function nameQueryWords(query: string): string[] {
  const folded = normaliseName(query);
  return folded ? folded.split(" ") : [];
}
