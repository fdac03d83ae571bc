import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pscInfo, pscWeeklyHours, type PscInfo } from "@/lib/contract/psc";
import { orders, pscs, users } from "@/lib/embedded-service/db/schema";
import { zipLocation } from "@/lib/geo";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
let labIds: Record<string, number>;
beforeAll(async () => {
  svc = await startTestService();
  labIds = Object.fromEntries(
    (await svc.get("/v3/lab_tests/labs")).json.map((l: { slug: string; id: number }) => [l.slug, l.id]),
  );
});
afterAll(() => svc.close());

/** Written out here rather than imported, so the service's distance is checked independently. */
function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** The answer the spec calls for, computed from the table: within radius, all capabilities, nearest 30. */
function expected(labId: number, zip: string, radius: number, caps: string[] = []) {
  const center = zipLocation(zip)!;
  return svc.db
    .select()
    .from(pscs)
    .where(eq(pscs.labId, labId))
    .all()
    .filter((r) => caps.every((c) => r.capabilities.includes(c)))
    .map((r) => ({ r, d: haversineMiles(center, r) }))
    .filter((x) => x.d <= radius)
    .sort((a, b) => a.d - b.d || a.r.id - b.r.id)
    .slice(0, 30)
    .map((x) => ({ name: x.r.name, first_line: x.r.firstLine, distance: x.d.toFixed(2) }));
}

const byArea = async (query: string) => svc.get(`/v3/order/psc/info?${query}`);
const summary = (info: PscInfo) =>
  info.patient_service_centers.map((p) => ({
    name: p.metadata.name,
    first_line: p.metadata.first_line,
    distance: p.distance,
  }));

describe("PSC info by area", () => {
  it("returns the lab's nearest centers within the radius, sorted, at most 30, with haversine distances", async () => {
    for (const [zip, radius] of [
      ["10001", 25],
      ["60601", 10],
      ["85004", 50],
      ["62701", 100],
      ["10001", 100],
    ] as const) {
      const res = await byArea(`zip_code=${zip}&lab_id=${labIds.quest}&radius=${radius}`);
      expect(res.status).toBe(200);
      const info = pscInfo.parse(res.json);
      expect(info).toMatchObject({ lab_id: labIds.quest, slug: "quest" });
      expect(summary(info)).toEqual(expected(labIds.quest!, zip, radius));
      const distances = info.patient_service_centers.map((p) => Number(p.distance));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => d <= radius)).toBe(true);
      expect(info.patient_service_centers.length).toBeLessThanOrEqual(30);
      for (const p of info.patient_service_centers) {
        expect(p.distance).toMatch(/^\d+\.\d{2}$/);
        expect(p.metadata.zip_code).toMatch(/^\d{5}$/);
        expect(p.metadata.state).toMatch(/^[A-Z]{2}$/);
        expect(p.metadata.phone_number).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
        if (p.metadata.hours !== null) expect(pscWeeklyHours.safeParse(p.metadata.hours).success).toBe(true);
      }
    }
  });

  it("caps a dense area at 30 and defaults the radius to 25 miles", async () => {
    const wide = pscInfo.parse((await byArea(`zip_code=10001&lab_id=${labIds.quest}&radius=100`)).json);
    expect(wide.patient_service_centers).toHaveLength(30);
    const dflt = (await byArea(`zip_code=10001&lab_id=${labIds.quest}`)).json;
    expect(dflt).toEqual((await byArea(`zip_code=10001&lab_id=${labIds.quest}&radius=25`)).json);
    expect(dflt.patient_service_centers.length).toBeGreaterThan(0);
  });

  it("keeps only centers having all requested capabilities (repeated or single parameter)", async () => {
    const base = `zip_code=10001&lab_id=${labIds.quest}&radius=100`;
    const one = pscInfo.parse((await byArea(`${base}&capabilities=stat`)).json);
    expect(one.patient_service_centers.length).toBeGreaterThan(0);
    expect(one.patient_service_centers.every((p) => p.capabilities.includes("stat"))).toBe(true);
    expect(summary(one)).toEqual(expected(labIds.quest!, "10001", 100, ["stat"]));
    const caps = ["stat", "appointment_scheduling_via_service"];
    const two = pscInfo.parse((await byArea(`${base}&capabilities=${caps[0]}&capabilities=${caps[1]}`)).json);
    expect(two.patient_service_centers.every((p) => caps.every((c) => p.capabilities.includes(c)))).toBe(true);
    expect(summary(two)).toEqual(expected(labIds.quest!, "10001", 100, caps));
    // The real service's spelling of the same capability filters alike.
    const real = pscInfo.parse((await byArea(`${base}&capabilities=appointment_scheduling_via_junction`)).json);
    expect(summary(real)).toEqual(expected(labIds.quest!, "10001", 100, ["appointment_scheduling_via_service"]));
  });

  it("answers an empty list where the lab has no centers nearby", async () => {
    const sonoraInNyc = await byArea(`zip_code=10001&lab_id=${labIds.sonora_quest}&radius=100`);
    expect(sonoraInNyc.status).toBe(200);
    expect(sonoraInNyc.json).toEqual({
      lab_id: labIds.sonora_quest,
      slug: "sonora_quest",
      patient_service_centers: [],
    });
    const sonoraInPhoenix = pscInfo.parse((await byArea(`zip_code=85004&lab_id=${labIds.sonora_quest}`)).json);
    expect(sonoraInPhoenix.patient_service_centers.length).toBeGreaterThan(0);
    expect(sonoraInPhoenix.patient_service_centers.every((p) => p.metadata.state === "AZ")).toBe(true);
    expect((await byArea(`zip_code=10001&lab_id=${labIds.ussl}`)).json.patient_service_centers).toEqual([]);
  });

  it("answers 422 for malformed input and 404 for unknown ZIP or lab, never a 5xx", async () => {
    const q = `lab_id=${labIds.quest}`;
    const cases: [string, number, string?][] = [
      [`zip_code=1234&${q}`, 422, "zip_code"],
      [`zip_code=abcde&${q}`, 422, "zip_code"],
      [`zip_code=123456&${q}`, 422, "zip_code"],
      [q, 422, "zip_code"],
      [`zip_code=10001&zip_code=10002&${q}`, 422, "zip_code"],
      ["zip_code=10001", 422, "lab_id"],
      ["zip_code=10001&lab_id=abc", 422, "lab_id"],
      ["zip_code=10001&lab_id=1.5", 422, "lab_id"],
      [`zip_code=10001&${q}&radius=30`, 422, "radius"],
      [`zip_code=10001&${q}&radius=ten`, 422, "radius"],
      [`zip_code=10001&${q}&capabilities=teleport`, 422, "capabilities"],
      [`zip_code=10001&${q}&lab_account_id=nope`, 422, "lab_account_id"],
      [`zip_code=00000&${q}`, 404],
      [`zip_code=99999&${q}`, 404],
      ["zip_code=10001&lab_id=999999", 404],
      ["zip_code=10001&lab_id=-1", 404],
      ["zip_code=10001&lab_id=99999999999999999999", 422, "lab_id"],
    ];
    for (const [query, status, field] of cases) {
      const res = await byArea(query);
      expect({ query, status: res.status }).toEqual({ query, status });
      if (field) expect(res.json.detail[0].loc.slice(0, 2)).toEqual(["query", field]);
      else expect(typeof res.json.detail).toBe("string");
    }
    expect((await byArea(`zip_code=00000&${q}`)).json.detail).toMatch(/ZIP code 00000/);
    expect((await byArea("zip_code=10001&lab_id=999999")).json.detail).toMatch(/Lab 999999/);
    expect((await byArea(`zip_code=10001&${q}&lab_account_id=${randomUUID()}`)).status).toBe(200);
    expect((await byArea(`zip_code=10001&${q}`)).status).toBe(200);
    expect((await svc.get(`/v3/order/psc/info?zip_code=10001&${q}`, { key: null })).status).toBe(401);
  });
});

describe("PSC info for an order", () => {
  /** Orders are created by another module; this inserts the row the lookup reads, for one team. */
  async function insertOrder(teamId: string, zip: unknown, labId: number) {
    const client = `psc-${randomUUID()}`;
    await svc.post("/v2/user/", { client_user_id: client });
    const user = svc.db.select().from(users).where(eq(users.clientUserId, client)).get()!;
    const id = randomUUID();
    const at = new Date().toISOString();
    svc.db
      .insert(orders)
      .values({
        id,
        teamId,
        userSeq: user.seq,
        labId,
        collectionMethod: "walk_in_test",
        status: "received",
        labTestIds: [],
        patientDetails: {},
        patientAddress: { first_line: "1 Main St", city: "Chicago", state: "IL", zip_code: zip },
        events: [],
        createdAt: at,
        updatedAt: at,
      })
      .run();
    return id;
  }

  it("searches around the order's patient ZIP for the order's lab", async () => {
    const id = await insertOrder(svc.team.id, "60601", labIds.quest!);
    const res = await svc.get(`/v3/order/${id}/psc/info?radius=50&capabilities=appointment_scheduling_with_lab`);
    expect(res.status).toBe(200);
    const area = await byArea(
      `zip_code=60601&lab_id=${labIds.quest}&radius=50&capabilities=appointment_scheduling_with_lab`,
    );
    expect(res.json).toEqual(area.json);
    expect(summary(pscInfo.parse(res.json))).toEqual(
      expected(labIds.quest!, "60601", 50, ["appointment_scheduling_with_lab"]),
    );
    const dflt = pscInfo.parse((await svc.get(`/v3/order/${id}/psc/info`)).json);
    expect(dflt.patient_service_centers.every((p) => Number(p.distance) <= 25)).toBe(true);
  });

  it("isolates teams and refuses bad input with 404/422, never a 5xx", async () => {
    const id = await insertOrder(svc.team.id, "60601", labIds.quest!);
    const other = svc.otherTeam();
    expect((await svc.get(`/v3/order/${id}/psc/info`, { key: other.apiKey })).status).toBe(404);
    expect((await svc.get(`/v3/order/${randomUUID()}/psc/info`)).status).toBe(404);
    expect((await svc.get("/v3/order/not-a-uuid/psc/info")).status).toBe(422);
    expect((await svc.get(`/v3/order/${id}/psc/info?radius=30`)).status).toBe(422);
    expect((await svc.get(`/v3/order/${id}/psc/info?capabilities=nope`)).status).toBe(422);
    for (const zip of ["00000", "12", 60601, null]) {
      const bad = await insertOrder(svc.team.id, zip, labIds.quest!);
      const res = await svc.get(`/v3/order/${bad}/psc/info`);
      expect(res.status).toBe(404);
      expect(typeof res.json.detail).toBe("string");
    }
    const gone = await insertOrder(svc.team.id, "60601", 424242);
    expect((await svc.get(`/v3/order/${gone}/psc/info`)).status).toBe(404);
  });
});
