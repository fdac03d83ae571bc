import type { Role } from "@/lib/console/permissions";

/**
 * What an admin may not do to their own account, as plain rules so the server actions enforce
 * them and the table can explain them before anyone clicks. Keeping these two refusals means the
 * acting admin always remains an active admin, so the console can never lose its last one
 * through this page.
 */
export type StaffChange = { kind: "set_role"; role: Role } | { kind: "disable" } | { kind: "reset_password" };

export const SELF_REFUSALS = {
  disable: "You cannot disable your own account. Ask another admin if it must be disabled.",
  set_role: "You cannot remove your own admin role. Ask another admin to change it.",
  reset_password:
    "You cannot reset your own password here, because it would sign you out everywhere. Ask another admin.",
} as const;

/** The message refusing `change` when an admin aims it at themself, or null when it is allowed. */
export function selfChangeRefusal(actorId: string, targetId: string, change: StaffChange): string | null {
  if (actorId !== targetId) return null;
  switch (change.kind) {
    case "disable":
      return SELF_REFUSALS.disable;
    case "set_role":
      return change.role === "admin" ? null : SELF_REFUSALS.set_role;
    case "reset_password":
      return SELF_REFUSALS.reset_password;
  }
}

export type StaffStatus = "active" | "disabled" | "locked";

/**
 * Disabled wins over locked: failed sign-ins holding back a disabled account change nothing for
 * anyone. `heldBackUntil` is only ever a time still to come (the store drops past ones).
 */
export function staffStatus(row: { disabled: boolean }, heldBackUntil: Date | null): StaffStatus {
  if (row.disabled) return "disabled";
  return heldBackUntil ? "locked" : "active";
}
