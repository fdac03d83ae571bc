import "server-only";
import { uuid } from "@/lib/contract/common";
import { env } from "@/lib/env";

/**
 * The team's lab accounts as the search form offers them. The interface accepts a lab_account_id
 * but has no call that lists a team's accounts, so they come from LAB_ACCOUNTS (`Name=uuid;…`).
 * An entry that is not a name and a UUID is skipped rather than failing the page.
 */
export type LabAccountOption = { id: string; name: string };

export function parseLabAccounts(value: string | undefined): LabAccountOption[] {
  return (value ?? "").split(";").flatMap((entry) => {
    const at = entry.lastIndexOf("=");
    const name = entry.slice(0, at).trim();
    const id = entry
      .slice(at + 1)
      .trim()
      .toLowerCase();
    return at > 0 && name && uuid.safeParse(id).success ? [{ id, name }] : [];
  });
}

export const labAccountOptions = (): LabAccountOption[] => parseLabAccounts(env().LAB_ACCOUNTS);
