import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { updatePatientAction } from "@/lib/console/actions/patient";
import { fingerprintOf } from "@/lib/console/patient/load";
import { useConsoleDb } from "@/lib/console/store/db";
import { createServiceClient } from "@/lib/service/client";
import { useServiceClient } from "@/lib/service";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Two care coordinators save the same patient at the same moment, both from the version they
 * opened: exactly one save lands, the other is told the details changed, and nothing is lost
 * silently. The service has no version check of its own, so the console must serialise.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "concurrent-save",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff("care_coordinator") };
});

let svc: TestService;
let userId: string;
const details = (firstName: string) => ({
  first_name: firstName,
  last_name: "Lopez",
  email: "maria@example.com",
  phone_number: "(512) 555-0142",
  gender: "female",
  dob: "1980-05-01",
  address: { first_line: "1 Main St", second_line: "", city: "Austin", state: "TX", zip_code: "78701" },
  medical_proxy: null,
  race: null,
  ethnicity: null,
  sexual_orientation: null,
  gender_identity: null,
});

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(tempConsoleDb());
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  userId = (await svc.post("/v2/user/", { client_user_id: "concurrent-patient" })).json.user_id;
  expect(
    (
      await svc.patch(`/v2/user/${userId}/info`, {
        ...details("Maria"),
        address: { ...details("Maria").address, second_line: null },
      })
    ).status,
  ).toBe(200);
});
afterAll(() => svc.close());

describe("two saves of one patient at once", () => {
  it("let exactly one win and tell the other, whose values come back untouched", async () => {
    // The editor fingerprints the details as the console's client reads them (see openPatientEditorAction).
    const opened = fingerprintOf(
      await createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }).getUserInfo(userId),
    );
    const [a, b] = await Promise.all([
      updatePatientAction({ user_id: userId, fingerprint: opened, ...details("Alice") }),
      updatePatientAction({ user_id: userId, fingerprint: opened, ...details("Beatrix") }),
    ]);
    const results = [a, b];
    const winners = results.filter((r) => r.ok);
    const losers = results.filter((r) => !r.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const loser = losers[0]!;
    if (loser.ok) throw new Error("unreachable");
    expect(loser.message).toMatch(/changed since you opened them/);
    expect(loser.extra).toEqual({ conflict: "1" });
    expect((loser.values as { first_name: string }).first_name).toBe(a.ok ? "Beatrix" : "Alice");
    // The stored name is the winner's.
    expect((await svc.get(`/v2/user/${userId}/info/latest`)).json.first_name).toBe(a.ok ? "Alice" : "Beatrix");
  });
});
