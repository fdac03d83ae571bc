/**
 * The labs' rule for patient first and last names, as the real service applies it: 1–50 ASCII
 * letters, digits and - . , ' with single spaces between words, starting with a letter or digit.
 */
export const LAB_NAME_PATTERN = /^([a-zA-Z0-9]{1})([a-zA-Z0-9\-.,']*(\s[a-zA-Z0-9\-.,']+)*[a-zA-Z0-9\-.,']?)$/;
export const LAB_NAME_MAX = 50;

/** Why a name breaks the rule, in words a person can act on; null when it is valid. */
export function labNameProblem(name: string): string | null {
  if (name.length === 0) return "Required";
  if (name.length > LAB_NAME_MAX) return `At most ${LAB_NAME_MAX} characters (this has ${name.length})`;
  if (/^\s|\s$/.test(name)) return "Remove the space at the start or end";
  if (/\s\s/.test(name)) return "Use a single space between words";
  const bad = [...name].find((ch) => !/[a-zA-Z0-9\-.,'\s]/.test(ch));
  if (bad) return `“${bad}” is not allowed: use A–Z, 0–9, spaces and - . , '`;
  if (/\s/.test(name.replace(/ /g, ""))) return "Use ordinary spaces between words";
  if (!/^[a-zA-Z0-9]/.test(name)) return "Start with a letter or a digit";
  return LAB_NAME_PATTERN.test(name) ? null : "Not accepted by the labs";
}
