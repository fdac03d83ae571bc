"use server";

import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { changedFields } from "@/lib/console/audit/record";
import { hashPassword } from "@/lib/console/auth/passwords";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { generatePassword } from "@/lib/console/staff/generate-password";
import { selfChangeRefusal, type StaffChange } from "@/lib/console/staff/rules";
import { createStaffSchema, setRoleSchema, staffTargetSchema } from "@/lib/console/staff/schemas";
import { endStaffGrants } from "@/lib/console/break-glass/store";
import { consoleDb } from "@/lib/console/store/db";
import { revokeStaffSessions } from "@/lib/console/store/sessions";
import { findStaffByEmail, findStaffById, updateStaff } from "@/lib/console/store/staff";
import { isUniqueViolation } from "@/lib/console/store/errors";
import { forgetAccountFailures } from "@/lib/console/auth/sign-in-throttle";
import { insertStaff } from "@/lib/console/staff/admin-store";

/*
 * Staff administration. Every action is a guardedAction ("staff.manage"): refused and audited
 * before anything runs for a wrong session or role, input re-checked with the dialog's schema,
 * audited with the member's id and masked changes. A password never reaches an audit record.
 *
 * Disabling and resetting a password revoke the member's sessions, so their next request is
 * signed out. A role change does not: the role is read from the store on every request, so the
 * new permissions apply at the member's next request without making them sign in again.
 *
 * `changes` comes after `run` in each definition: TypeScript infers the result type it reads
 * from `run`, in property order.
 */

const PAGE = "/admin/staff";
const PASSWORD_CHANGED = { password: "(changed)" };
/** A staff account holds no health information: its changes are recorded as they are. */
const STAFF_FIELDS = { phi: [] } as const;
const staffTarget = (input: { staffId: string }) => ({ targetType: "staff", targetId: input.staffId });

async function existingMember(staffId: string) {
  const row = await findStaffById(await consoleDb(), staffId);
  if (row) return row;
  throw new ActionRefusal("This staff member no longer exists. Reload the page to see the current list.", {
    detail: "unknown staff id",
  });
}

function refuseSelfChange(who: CurrentStaff, staffId: string, change: StaffChange) {
  const message = selfChangeRefusal(who.staff.id, staffId, change);
  if (message) throw new ActionRefusal(message, { outcome: "denied", detail: "own account" });
}

const duplicateEmail = () =>
  new ActionRefusal("Check the highlighted fields.", {
    detail: "email already in use",
    fieldErrors: { email: "A staff member with this email already exists." },
  });

// The new member's id is drawn while parsing, so the audit target is known before the insert.
const createStaffInput = createStaffSchema.transform((value) => ({ ...value, id: randomUUID() }));

export const createStaffAction = guardedAction({
  permission: "staff.manage",
  action: "staff.create",
  schema: createStaffInput,
  target: (input) => ({ targetType: "staff", targetId: input.id }),
  run: async (input) => {
    const db = await consoleDb();
    if (await findStaffByEmail(db, input.email)) throw duplicateEmail();
    const password = input.generatePassword ? generatePassword() : input.password;
    try {
      await insertStaff(db, {
        id: input.id,
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(password),
      });
    } catch (error) {
      // The id is a fresh UUID and no OIDC subject is set: only the email can clash here.
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
    revalidatePath(PAGE);
    // The only place a generated password ever leaves the server: this one response.
    return {
      id: input.id,
      email: input.email,
      name: input.name,
      generatedPassword: input.generatePassword ? password : null,
    };
  },
  changes: (input) => ({
    ...changedFields(null, { email: input.email, name: input.name, role: input.role }, STAFF_FIELDS),
    ...PASSWORD_CHANGED,
  }),
});

export const setStaffRoleAction = guardedAction({
  permission: "staff.manage",
  action: "staff.set_role",
  schema: setRoleSchema,
  target: staffTarget,
  run: async ({ staffId, role }, who) => {
    refuseSelfChange(who, staffId, { kind: "set_role", role });
    const row = await existingMember(staffId);
    const db = await consoleDb();
    await updateStaff(db, staffId, { role });
    // Emergency access was granted to the old role: it ends with it.
    if (role !== row.role) await endStaffGrants(db, staffId, "role_changed");
    revalidatePath(PAGE);
    return { staffId, role, previousRole: row.role };
  },
  changes: (_input, result) => changedFields({ role: result.previousRole }, { role: result.role }, STAFF_FIELDS),
});

function setDisabled(disabled: boolean) {
  const action = disabled ? "staff.disable" : "staff.enable";
  return guardedAction({
    permission: "staff.manage",
    action,
    schema: staffTargetSchema,
    target: staffTarget,
    run: async ({ staffId }, who) => {
      if (disabled) refuseSelfChange(who, staffId, { kind: "disable" });
      const row = await existingMember(staffId);
      const db = await consoleDb();
      await updateStaff(db, staffId, { disabled });
      if (disabled) await revokeStaffSessions(db, staffId);
      revalidatePath(PAGE);
      return { staffId, wasDisabled: row.disabled };
    },
    changes: (_input, result) => changedFields({ disabled: result.wasDisabled }, { disabled }, STAFF_FIELDS),
  });
}

export const resetStaffPasswordAction = guardedAction({
  permission: "staff.manage",
  action: "staff.reset_password",
  schema: staffTargetSchema,
  target: staffTarget,
  run: async ({ staffId }, who) => {
    refuseSelfChange(who, staffId, { kind: "reset_password" });
    const member = await existingMember(staffId);
    const password = generatePassword();
    const db = await consoleDb();
    await updateStaff(db, staffId, { passwordHash: await hashPassword(password) });
    // The new password is the way back in: failures counted against the old one no longer matter.
    await forgetAccountFailures(db, member.email);
    await revokeStaffSessions(db, staffId);
    revalidatePath(PAGE);
    return { staffId, password };
  },
  changes: () => PASSWORD_CHANGED,
});

/** Lets a member held back by failed sign-ins try again at once, from any address. */
export const unlockStaffAction = guardedAction({
  permission: "staff.manage",
  action: "staff.unlock",
  schema: staffTargetSchema,
  target: staffTarget,
  run: async ({ staffId }) => {
    const member = await existingMember(staffId);
    await forgetAccountFailures(await consoleDb(), member.email);
    revalidatePath(PAGE);
    return { staffId };
  },
});

export const disableStaffAction = setDisabled(true);
export const enableStaffAction = setDisabled(false);
