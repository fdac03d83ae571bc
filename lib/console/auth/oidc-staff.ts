import { isRole } from "@/lib/console/permissions";
import { appendAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { createStaff, findStaffByEmail, updateStaff, type StaffRow } from "@/lib/console/store/staff";

type Profile = Record<string, unknown>;

/**
 * Maps a single sign-on identity onto a staff account. The role always comes from the identity
 * provider's claim, so a role change there takes effect at the next sign-in; an identity without a
 * valid role claim, or whose account was disabled here, is refused.
 *
 * An identity is bound to an existing account only when nothing can be taken over by it: the
 * account is bound to this very identity already, or it has no binding and no password and the
 * provider says it verified the email. A password account is never taken over by an identity
 * that merely claims its email.
 */
export async function staffForOidcProfile(
  db: ConsoleDb,
  profile: Profile,
  opts: { issuer: string; roleClaim: string; now?: Date },
): Promise<StaffRow | null> {
  const email = typeof profile.email === "string" ? profile.email : null;
  const subject = typeof profile.sub === "string" ? `${opts.issuer}|${profile.sub}` : null;
  const role = profile[opts.roleClaim];
  const refuse = async (detail: string, who?: StaffRow) => {
    await appendAudit(
      db,
      {
        action: "auth.sign_in",
        outcome: "denied",
        detail,
        staffId: who?.id ?? null,
        staffEmail: email,
        role: who?.role ?? null,
      },
      opts.now,
    );
    return null;
  };
  if (!email || !subject) return refuse("oidc: identity without email or subject");
  if (!isRole(role)) return refuse(`oidc: missing or unknown ${opts.roleClaim} claim`);

  const name = typeof profile.name === "string" && profile.name.trim() ? profile.name : email;
  let row = await findStaffByEmail(db, email);
  if (!row) {
    await createStaff(db, { email, name, role, passwordHash: null, oidcSubject: subject }, opts.now);
    row = (await findStaffByEmail(db, email))!;
  } else {
    if (row.oidcSubject && row.oidcSubject !== subject) return refuse("oidc: email bound to another identity", row);
    if (!row.oidcSubject) {
      if (row.passwordHash) return refuse("oidc: email belongs to a password account", row);
      if (profile.email_verified !== true) return refuse("oidc: email not verified by the identity provider", row);
    }
    if (row.disabled) return refuse("oidc: account disabled", row);
    await updateStaff(db, row.id, { role, oidcSubject: subject }, opts.now);
    row = (await findStaffByEmail(db, email))!;
  }
  await appendAudit(
    db,
    { action: "auth.sign_in", outcome: "ok", detail: "oidc", staffId: row.id, staffEmail: row.email, role: row.role },
    opts.now,
  );
  return row;
}
