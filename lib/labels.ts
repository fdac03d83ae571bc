/**
 * The written word for a code the service sends, from a table of them. The service may send codes
 * the table does not list (its enums grow): those are given back as sent, never dropped or
 * guessed at. Own keys only, so "constructor" is a code like any other.
 */
export function knownLabel(labels: Readonly<Record<string, string>>, value: string): string | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/** `knownLabel`, or the code itself when the table does not list it. */
export const labelOr = (labels: Readonly<Record<string, string>>, value: string): string =>
  knownLabel(labels, value) ?? value;
