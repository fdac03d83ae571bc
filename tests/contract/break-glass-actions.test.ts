import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endBreakGlassAction, openBreakGlassAction, reviewBreakGlassAction } from "@/lib/console/actions/break-glass";
import { setStaffRoleAction } from "@/lib/console/actions/staff";
import { activeGrant } from "@/lib/console/break-glass/access";
import { reveals } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { loadPatientPage } from "@/lib/console/patient/load";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { findGrant } from "@/lib/console/break-glass/store";
import { useConsoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { createStaff } from "@/lib/console/store/staff";
import { shownPatientName } from "@/lib/console/users/patient-name";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";
import { fakeStaff } from "../support/fake-session";
import { patientDetails, startTestService, type TestService } from "../support/service-harness";

/**
 * Break-glass through its server actions and the pages' loaders, on a real embedded service and
 * both stores: who may open it and with what reason, what it shows and to whom, that every read
 * is audited under the grant, and how it ends and is reviewed.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "break-glass-test" }),
);
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
const signedIn = vi.hoisted(() => ({
  who: null as ReturnType<typeof import("../support/fake-session").fakeStaff> | null,
}));
vi.mock("@/lib/console/auth/current-staff", () => ({ currentStaff: async () => signedIn.who }));

let svc: TestService;
let patient: string;
let otherPatient: string;

beforeAll(async () => {
  svc = await startTestService();
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  patient = (await svc.post("/v2/user/", { client_user_id: "bg-patient" })).json.user_id;
  await svc.patch(`/v2/user/${patient}/info`, patientDetails("Glenda", "Glass"));
  otherPatient = (await svc.post("/v2/user/", { client_user_id: "bg-other" })).json.user_id;
  await svc.patch(`/v2/user/${otherPatient}/info`, patientDetails("Otto", "Other"));
});
afterAll(() => svc.close());

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  const staff: Record<string, ReturnType<typeof fakeStaff>> = {};
  const as = (name: string) => (signedIn.who = staff[name]!);
  const last = async (action: string) => (await queryAudit(db, { action }, { limit: 1 })).rows[0];

  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    useConsoleDb(db);
    const members: [string, Role][] = [
      ["ops", "ops"],
      ["ops2", "ops"],
      ["analyst", "analyst"],
      ["admin", "admin"],
      ["coordinator", "care_coordinator"],
    ];
    for (const [name, role] of members) {
      const id = randomUUID();
      await createStaff(db, { id, email: `${name}-${dialect}@clinic.org`, name, role, passwordHash: null });
      staff[name] = { ...fakeStaff(role, id), sessionId: randomUUID() };
    }
  });

  it("is refused to the roles that see patients' details anyway, and audited as denied", async () => {
    for (const name of ["admin", "coordinator"]) {
      as(name);
      const result = await openBreakGlassAction({ user_id: patient, reason: "patient_safety", details: "" });
      expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/role does not allow/) });
      expect(await last("break_glass.open")).toMatchObject({ outcome: "denied", staffId: staff[name]!.staff.id });
    }
  });

  it("needs a reason, and words of its own for Other, keeping what was typed", async () => {
    as("ops");
    expect(await openBreakGlassAction({ user_id: patient, details: "x" })).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Choose a reason." },
      values: { details: "x" },
    });
    expect(await openBreakGlassAction({ user_id: patient, reason: "other", details: "hm" })).toMatchObject({
      ok: false,
      fieldErrors: { details: expect.stringContaining("own words") },
    });
    expect(await activeGrant(staff.ops!, patient)).toBeNull();
  });

  it("shows one patient's details to its holder, read-only, each read audited with the grant and reason", async () => {
    as("ops");
    expect(await loadPatientPage(staff.ops!, patient)).toMatchObject({ data: { kind: "contact" } });
    const opened = await openBreakGlassAction({
      user_id: patient,
      reason: "patient_call",
      details: "Called from home",
    });
    if (!opened.ok) throw new Error(opened.message);
    const grantId = opened.data.grantId;
    expect(await last("break_glass.open")).toMatchObject({
      outcome: "ok",
      targetId: patient,
      changes: { grant: grantId, reason: "Patient asked for help on the phone", details: "Called from home" },
    });

    const page = await loadPatientPage(staff.ops!, patient);
    expect(page).toMatchObject({
      ok: true,
      data: { kind: "summary", summary: { first_name: "Glenda" }, emergency: { dob: "1980-04-02" } },
    });
    expect(await last("break_glass.read")).toMatchObject({
      targetId: patient,
      staffId: staff.ops!.staff.id,
      detail: `break-glass ${grantId} (Patient asked for help on the phone): patient details`,
    });
    expect(await shownPatientName(patient)).toBe("Glenda Glass");
    // Every door asks the field policy through one seam, which lends the grant for this patient only.
    const viewer = await viewerFor(staff.ops!, patient);
    expect(reveals(viewer, "birth_date", patient)).toBe(true);
    expect(reveals(viewer, "birth_date", otherPatient)).toBe(false);
    expect(reveals(viewer, "birth_date")).toBe(false);
    expect(reveals(await viewerFor(staff.ops!, otherPatient), "name", otherPatient)).toBe(false);

    // Nothing else widens: another patient for the holder, the same patient for another member.
    expect(await loadPatientPage(staff.ops!, otherPatient)).toMatchObject({ data: { kind: "contact" } });
    expect(await loadPatientPage(staff.ops2!, patient)).toMatchObject({ data: { kind: "contact" } });
    // Nor another session of the holder.
    expect(await activeGrant({ ...staff.ops!, sessionId: randomUUID() }, patient)).toBeNull();

    // A second patient while one is open is refused with the open one named.
    expect(await openBreakGlassAction({ user_id: otherPatient, reason: "patient_safety", details: "" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("bg-patient"),
    });

    // Ended: masked again, and the holder's own end is audited.
    expect(await endBreakGlassAction({ grant_id: grantId })).toMatchObject({ ok: true, data: { ended: true } });
    expect(await last("break_glass.end")).toMatchObject({ outcome: "ok", targetId: grantId });
    expect(await loadPatientPage(staff.ops!, patient)).toMatchObject({ data: { kind: "contact" } });
    expect(await shownPatientName(patient)).toBeNull();
  });

  it("refuses a user the service does not know", async () => {
    as("analyst");
    const result = await openBreakGlassAction({ user_id: randomUUID(), reason: "urgent_result", details: "" });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("does not know this user") });
  });

  it("ends when an admin changes the holder's role", async () => {
    as("analyst");
    const opened = await openBreakGlassAction({ user_id: patient, reason: "urgent_result", details: "" });
    if (!opened.ok) throw new Error(opened.message);
    expect(await activeGrant(staff.analyst!, patient)).not.toBeNull();
    as("admin");
    expect((await setStaffRoleAction({ staffId: staff.analyst!.staff.id, role: "ops" })).ok).toBe(true);
    expect(await findGrant(db, opened.data.grantId)).toMatchObject({ endReason: "role_changed" });
    // Even had they kept it, as the analyst signed in before, it would be gone.
    expect(await activeGrant(staff.analyst!, patient)).toBeNull();
  });

  it("is reviewed by an admin once it has ended, with a note, and the review is audited", async () => {
    as("ops2");
    const opened = await openBreakGlassAction({
      user_id: otherPatient,
      reason: "other",
      details: "Courier at the door",
    });
    if (!opened.ok) throw new Error(opened.message);
    const grant_id = opened.data.grantId;
    as("admin");
    expect(await reviewBreakGlassAction({ grant_id, note: "" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("still open"),
    });
    as("ops2");
    await endBreakGlassAction({ grant_id });
    // Only an admin reviews.
    expect(await reviewBreakGlassAction({ grant_id, note: "" })).toMatchObject({ ok: false });
    as("admin");
    expect(await reviewBreakGlassAction({ grant_id, note: "Checked with the courier" })).toMatchObject({ ok: true });
    expect(await last("break_glass.review")).toMatchObject({
      outcome: "ok",
      targetType: "break_glass",
      targetId: grant_id,
      changes: { reviewed: "yes", note: "Checked with the courier" },
    });
    expect(await findGrant(db, grant_id)).toMatchObject({
      reviewedByStaffId: staff.admin!.staff.id,
      reviewNote: "Checked with the courier",
    });
  });
});
