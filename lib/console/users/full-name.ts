/** "Sandra Sanchez" from the parts a record has; null when it has neither. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first?.trim(), last?.trim()].filter(Boolean).join(" ");
  return name || null;
}
