import { labNameProblem } from "./lab-name";

/**
 * A one-click fix for a name the labs refuse, or null. Browser-safe (no Node APIs) so the form can
 * offer it as the person types; it is only a suggestion, applied when the person accepts it.
 *
 * Covers what people paste most: accented letters (José → Jose: NFD splits "é" into "e" plus a
 * combining accent, which is then dropped), typographic apostrophes (O’Connor → O'Connor) and
 * dashes (Anne–Marie → Anne-Marie), invisible characters (a zero-width space), tabs and runs of
 * spaces, and spaces at the ends. Anything else (an emoji, "ß", Cyrillic) has no
 * faithful ASCII spelling we could guess, so no suggestion is made.
 */
const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHE_LOOKALIKES = /[\u2018\u2019\u201A\u201B\u02BC\u02B9\u00B4\u0060\u2032]/g;
const DASH_LOOKALIKES = /[\u2010\u2011\u2012\u2013\u2014\u2212]/g;
const INVISIBLE = /\p{Cf}/gu;

export function labNameSuggestion(name: string): string | null {
  const fixed = name
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(APOSTROPHE_LOOKALIKES, "'")
    .replace(DASH_LOOKALIKES, "-")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .trim();
  if (fixed === name || fixed.length === 0) return null;
  return labNameProblem(fixed) === null ? fixed : null;
}
