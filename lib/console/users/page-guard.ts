import "server-only";
import { currentStaff } from "@/lib/console/auth/current-staff";
import type { AuditAction } from "@/lib/console/audit/actions";
import { guardPage } from "@/lib/console/guard";
import { reveals } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { userTab, type UserTabSegment } from "./user-tabs";

/**
 * Users pages that show birth dates audit the read as PHI for the roles that actually receive
 * them. guardPage needs `phi` before it returns the role, so read the (per-request memoised)
 * session first; guardPage still makes the authoritative check and the redirect / 403.
 */
export async function guardUsersPage(action: AuditAction, target: { userId?: string } = {}) {
  const staff = await currentStaff();
  return guardPage("users.read", {
    action,
    phi: staff ? reveals(await viewerFor(staff, target.userId), "birth_date", target.userId) : false,
    targetType: target.userId ? "user" : undefined,
    targetId: target.userId,
  });
}

/**
 * A tab under /users/<id> demands its own permission: hiding the link protects nothing. `read`
 * puts a successful view on the record too, for tabs that show the user's own health data.
 */
export function guardUserTab(segment: UserTabSegment, userId: string, opts: { read?: boolean } = {}) {
  const tab = userTab(segment);
  return guardPage(tab.permission, {
    action: `users.${segment}.view`,
    targetType: "user",
    targetId: userId,
    phi: opts.read,
  });
}
