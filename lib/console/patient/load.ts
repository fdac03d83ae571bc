import "server-only";
import { createHash } from "node:crypto";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { auditGrantedRead } from "@/lib/console/break-glass/access";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { noteDetailsRead } from "@/lib/console/user-index/index-updates";
import { failedLoad, type Loaded } from "@/lib/console/loaded";
import { serviceClient } from "@/lib/service";
import { displayPhone } from "./schemas";
import { addressOf, DOB_MASK, PHONE_MASK, summaryOf, type PatientPageView } from "./view";

/**
 * The patient page's data: the field policy decides here which fields leave the server. A viewer
 * who sees the address but not the name (ops) gets the address and a masked phone; one who sees
 * the record gets the summary with birth date and phone masked. Real birth dates and phones only
 * travel through the audited reveal actions.
 */
export async function loadPatientPage(who: CurrentStaff, userId: string): Promise<Loaded<PatientPageView>> {
  let info;
  try {
    info = await serviceClient().getUserInfo(userId);
  } catch (error) {
    return failedLoad(error);
  }
  // Not awaited: the index write never delays or fails the page.
  void noteDetailsRead(userId, info);
  const phoneMasked = info ? PHONE_MASK : null;
  const viewer = await viewerFor(who, userId);
  if (!reveals(viewer, "name", userId)) {
    if (!reveals(viewer, "address", userId))
      throw new Error("The field policy shows this viewer nothing of the patient");
    return { ok: true, data: { kind: "contact", userId, address: info ? addressOf(info.address) : null, phoneMasked } };
  }
  // Emergency access shows the record read-only, birth date and phone as they are (the grant was
  // the reveal), and records the read with the grant and its reason.
  const emergency = !!viewer.grant && !reveals(roleViewer(who.role), "birth_date");
  if (emergency) await auditGrantedRead(who, viewer, "birth_date", "patient details");
  return {
    ok: true,
    data: {
      kind: "summary",
      userId,
      dobMasked: info ? DOB_MASK : null,
      phoneMasked,
      summary: info && summaryOf(info),
      ...(emergency ? { emergency: { dob: info?.dob ?? "", phone: info ? displayPhone(info.phone_number) : "" } } : {}),
    },
  };
}

/**
 * A short hash of the details as the service returned them, sent with a save so the action can
 * tell whether someone changed them since the form opened. Keys are sorted so the same record
 * always hashes the same whatever order the service wrote its JSON in. No details → "".
 */
export function fingerprintOf(info: unknown): string {
  if (info === null || info === undefined) return "";
  return createHash("sha256").update(canonical(info)).digest("base64url").slice(0, 22);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
