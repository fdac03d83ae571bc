/** "Sandra Sanchez": how every page writes a patient's name; empty when neither part is known. */
export function displayName(name: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [name?.firstName, name?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
