import "server-only";
import { uuid } from "@/lib/contract/common";
import { env } from "@/lib/env";

/**
 * The team's lab accounts as the search form offers them. The interface accepts a lab_account_id
 * but has no call that lists a team's accounts, so they come from LAB_ACCOUNTS (`Name=uuid;…`).
 * An entry that is not a name and a UUID is skipped rather than failing the page.
 */
export type LabAccountOption = { id: string; name: string };

/** The accounts configured, and how many entries were skipped for not being `Name=uuid`. */
export function readLabAccounts(value: string | undefined): { accounts: LabAccountOption[]; skipped: number } {
  const entries = (value ?? "").split(";").filter((entry) => entry.trim() !== "");
  const accounts = entries.flatMap((entry) => {
    const at = entry.lastIndexOf("=");
    const name = entry.slice(0, at).trim();
    const id = entry
      .slice(at + 1)
      .trim()
      .toLowerCase();
    return at > 0 && name && uuid.safeParse(id).success ? [{ id, name }] : [];
  });
  return { accounts, skipped: entries.length - accounts.length };
}

export const parseLabAccounts = (value: string | undefined) => readLabAccounts(value).accounts;

export const labAccountOptions = (): LabAccountOption[] => parseLabAccounts(env().LAB_ACCOUNTS);

/** For the settings page: what is configured, and what was given but could not be read. */
export const labAccountsSetting = () => readLabAccounts(env().LAB_ACCOUNTS);
