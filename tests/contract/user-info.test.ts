import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
let userId: string;
const valid = {
  first_name: "Mary-Jane",
  last_name: "O'Connor",
  email: "mary@example.org",
  phone_number: "+14155550123",
  gender: "female",
  dob: "1980-04-02",
  address: { first_line: "1 Main St", second_line: null, city: "Springfield", state: "IL", zip_code: "62701" },
  race: "asian",
};

beforeAll(async () => {
  svc = await startTestService();
  userId = (await svc.post("/v2/user/", { client_user_id: "patient" })).json.user_id;
});
afterAll(() => svc.close());

describe("user info", () => {
  it("answers 404 before any details exist, then stores and returns them", async () => {
    expect((await svc.get(`/v2/user/${userId}/info/latest`)).status).toBe(404);
    const saved = await svc.patch(`/v2/user/${userId}/info`, valid);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      first_name: "Mary-Jane",
      last_name: "O'Connor",
      race: "asian",
      ethnicity: null,
    });
    const latest = await svc.get(`/v2/user/${userId}/info/latest`);
    expect(latest.json).toEqual(saved.json);
  });

  it.each([
    ["José", "first_name"],
    ["O’Connor", "last_name"],
    ["Anne  Marie", "first_name"],
    [" Anne", "first_name"],
    ["x".repeat(51), "last_name"],
    ["-Ann", "first_name"],
  ])("refuses the lab-invalid name %j with a 422 on %s", async (name, field) => {
    const res = await svc.patch(`/v2/user/${userId}/info`, { ...valid, [field]: name });
    expect(res.status).toBe(422);
    expect(res.json.detail[0].loc).toEqual(["body", field]);
    expect(res.json.detail[0].msg.length).toBeGreaterThan(5);
  });

  it("validates email, date of birth, enums and required fields", async () => {
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ ...valid, email: "not-an-email" }, ["body", "email"]],
      [{ ...valid, dob: "2999-01-01" }, ["body", "dob"]],
      [{ ...valid, dob: "1980-13-01" }, ["body", "dob"]],
      [{ ...valid, race: "martian" }, ["body", "race"]],
      [{ ...valid, address: { ...valid.address, city: undefined } }, ["body", "address", "city"]],
    ];
    for (const [body, loc] of cases) {
      const res = await svc.patch(`/v2/user/${userId}/info`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.detail[0].loc).toEqual(loc);
    }
  });

  it("keeps details per team", async () => {
    const other = svc.otherTeam();
    expect((await svc.get(`/v2/user/${userId}/info/latest`, { key: other.apiKey })).status).toBe(404);
    expect((await svc.patch(`/v2/user/${userId}/info`, valid, { key: other.apiKey })).status).toBe(404);
  });
});

describe("providers", () => {
  it("lists the catalogue with absolute logo URLs and never the placeholder", async () => {
    const res = await svc.get("/v2/providers/");
    expect(res.status).toBe(200);
    const slugs = res.json.map((p: any) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["fitbit", "withings", "apple_health_kit", "dexcom_v3", "runkeeper"]));
    expect(slugs.some((s: string) => /the service/i.test(s))).toBe(false);
    expect(res.json.every((p: any) => p.logo.startsWith(svc.baseUrl + "/link/logos/"))).toBe(true);
  });

  it("filters by source_type", async () => {
    const ble = await svc.get("/v2/providers/?source_type=ble");
    expect(ble.json.length).toBeGreaterThan(2);
    const all = await svc.get("/v2/providers");
    expect(ble.json.length).toBeLessThan(all.json.length);
    expect(ble.json.map((p: any) => p.slug)).toContain("omron_ble");
    expect(ble.json.map((p: any) => p.slug)).not.toContain("fitbit");
  });
});
