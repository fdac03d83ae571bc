/**
 * The labs' rule for patient first and last names, as the real service applies it: 1–50 ASCII
 * letters, digits and - . , ' with single spaces between words, starting with a letter or digit.
 */
export const LAB_NAME_PATTERN = /^([a-zA-Z0-9]{1})([a-zA-Z0-9\-.,']*(\s[a-zA-Z0-9\-.,']+)*[a-zA-Z0-9\-.,']?)$/;
export const LAB_NAME_MAX = 50;

// Spelled with "to", not an en dash: the message may be about an en dash someone pasted.
const ALLOWED = "use A to Z, 0 to 9, spaces and - . , '";

/*
 * Characters people paste that look like allowed ones, or like nothing at all. Shown inside quotes
 * they are lost ("“’” is not allowed" shows no apostrophe to a reader), so each is named instead.
 */
const NAMED: Readonly<Record<string, string>> = {
  "\u2019": "the curly apostrophe ’",
  "\u2018": "the opening curly quote ‘",
  "\u201C": "the curly quote “",
  "\u201D": "the curly quote ”",
  "\u02BC": "the modifier apostrophe ʼ",
  "\u2032": "the prime mark ′",
  "`": "the backtick `",
  "\u00B4": "the acute accent ´",
  '"': 'the double quote "',
  _: "the underscore _",
  "\u2010": "the typographic hyphen ‐",
  "\u2011": "the non-breaking hyphen ‑",
  "\u2013": "the en dash –",
  "\u2014": "the em dash —",
};

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** A character the rule refuses, as a reader can find it in what they typed. */
export function describeCharacter(ch: string): string {
  if (Object.hasOwn(NAMED, ch)) return NAMED[ch]!;
  // Zero-width spaces, joiners, direction marks, controls: nothing to see, so give the code point.
  if (/^[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]$/u.test(ch)) return `an invisible character (${hex(ch)})`;
  if (ch.normalize("NFD") !== ch && /^\p{L}/u.test(ch.normalize("NFD"))) return `the accented letter “${ch}”`;
  // A Cyrillic "А" or Greek "Ο" looks like an allowed letter: say which alphabet it is from.
  if (/\p{Script=Cyrillic}/u.test(ch)) return `the Cyrillic letter “${ch}”`;
  if (/\p{Script=Greek}/u.test(ch)) return `the Greek letter “${ch}”`;
  return `the character “${ch}”`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a name breaks the rule, in words a person can act on; null when it is valid. */
export function labNameProblem(name: string): string | null {
  if (name.length === 0) return "Required";
  if (name.length > LAB_NAME_MAX) return `At most ${LAB_NAME_MAX} characters (this has ${name.length})`;
  if (/^\s|\s$/.test(name)) return "Remove the space at the start or end";
  if (/\s\s/.test(name)) return "Use a single space between words";
  const bad = [...name].find((ch) => !/[a-zA-Z0-9\-.,'\s]/.test(ch));
  if (bad) return `${sentence(describeCharacter(bad))} is not allowed by the labs: ${ALLOWED}`;
  if (/\s/.test(name.replace(/ /g, ""))) return "Use ordinary spaces between words";
  if (!/^[a-zA-Z0-9]/.test(name)) return "Start with a letter or a digit";
  return LAB_NAME_PATTERN.test(name) ? null : "Not accepted by the labs";
}
