"use server";

import { changedFields } from "@/lib/console/audit/record";
import { revealedBy } from "@/lib/console/field-policy/policy";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { fingerprintOf } from "@/lib/console/patient/load";
import { displayPhone, patientSave } from "@/lib/console/patient/schemas";
import { withPatientSaveLease } from "@/lib/console/patient/save-lease";
import { patientUpdateBody } from "@/lib/console/patient/write";
import { EMPTY_PATIENT, toFormValues, type PatientEditorData } from "@/lib/console/patient/view";
import { noteDetailsRead } from "@/lib/console/user-index/index-updates";
import * as z from "zod";
import { serviceClient } from "@/lib/service";

/**
 * Patient details actions. The page sends birth date and phone masked; each of these returns real
 * values only after its own guard, and the guard writes the audit record (who saw what, when).
 */

const CONFLICT_MESSAGE =
  "These details changed since you opened them. Reload to see the new version, or overwrite them with yours.";

const userRef = z.object({ user_id: z.uuid() });
const userTarget = (input: { user_id: string }) => ({ targetType: "user", targetId: input.user_id });

async function currentInfo(userId: string) {
  const info = await serviceClient().getUserInfo(userId);
  void noteDetailsRead(userId, info);
  if (!info) throw new ActionRefusal("This patient has no details yet, so there is nothing to reveal.");
  return info;
}

/** The phone in national format: ops need it for a blood draw, and the field policy shows it to them. */
export const revealPatientPhoneAction = guardedAction({
  permission: revealedBy("phone"),
  action: "patient.reveal",
  schema: userRef,
  run: async (input) => displayPhone((await currentInfo(input.user_id)).phone_number),
  target: userTarget,
  // The audit record names what was revealed (never the value).
  changes: () => ({ revealed: "phone_number" }),
});

export const revealPatientDobAction = guardedAction({
  permission: revealedBy("birth_date"),
  action: "patient.reveal",
  schema: userRef,
  run: async (input) => (await currentInfo(input.user_id)).dob,
  target: userTarget,
  changes: () => ({ revealed: "dob" }),
});

/** Opening the editor reveals every field, so it is audited as a reveal of the whole record. */
export const openPatientEditorAction = guardedAction({
  permission: "patient.write",
  action: "patient.reveal",
  schema: userRef,
  run: async (input): Promise<PatientEditorData> => {
    const info = await serviceClient().getUserInfo(input.user_id);
    void noteDetailsRead(input.user_id, info);
    return info
      ? { values: toFormValues(info), fingerprint: fingerprintOf(info), isNew: false }
      : { values: EMPTY_PATIENT, fingerprint: "", isNew: true };
  },
  target: userTarget,
  changes: () => ({ revealed: "all" }),
});

/**
 * Saves the details (a full replacement at the service). Reloads the current version first: if
 * it is not the one the form opened, refuses with a conflict unless the person chose to
 * overwrite. A 422 from the service comes back as field errors (ServiceError.fieldErrors).
 */
export const updatePatientAction = guardedAction({
  permission: "patient.write",
  action: "patient.update",
  schema: patientSave,
  run: async (input) => {
    const { user_id, fingerprint, force, ...details } = input;
    // One save per patient at a time across every instance, so the check and the write cannot interleave.
    return withPatientSaveLease(user_id, async () => {
      const before = await serviceClient().getUserInfo(user_id);
      if (!force && fingerprintOf(before) !== fingerprint) {
        throw new ActionRefusal(CONFLICT_MESSAGE, {
          detail: "conflict: changed since loaded",
          extra: { conflict: "1" },
        });
      }
      // The enum fields may carry a value the service returned that is not listed (kept as it is);
      // the contract's request type only names the listed ones, and the service is the judge.
      const body = patientUpdateBody(details as Parameters<typeof patientUpdateBody>[0], before);
      const saved = await serviceClient().updateUserInfo(user_id, body);
      // Awaited (it never throws): a search right after the save finds the new name.
      await noteDetailsRead(user_id, saved);
      return {
        fingerprint: fingerprintOf(saved),
        // Every field of a patient's record is protected health information.
        changed: changedFields(before as Record<string, unknown> | null, saved as Record<string, unknown>, {
          phi: "all",
        }),
      };
    });
  },
  target: userTarget,
  changes: (_input, result) => result.changed,
});
