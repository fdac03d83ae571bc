import { PDFDocument } from "@cantoo/pdf-lib";
import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order as orderSchema } from "@/lib/contract/orders";
import { phlebotomyAppointment } from "@/lib/contract/phlebotomy";
import { labs, labTests, userInfo, users } from "@/lib/embedded-service/db/schema";
import { seedDemoOrdersAndAppointments } from "@/lib/embedded-service/seed/orders";
import { pdfText } from "../support/pdf-text";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
let userId: string;

/** Fixture labs with ids and slugs the reference catalogue will not use. */
function insertLabFixtures() {
  svc.db
    .insert(labs)
    .values([
      { id: 9101, slug: "fixture_lab_a", name: "Fixture Lab A" },
      { id: 9102, slug: "fixture_lab_b", name: "Fixture Lab B" },
    ])
    .onConflictDoNothing()
    .run();
  const test = (id: string, labId: number, name: string) => ({
    id,
    labId,
    slug: id,
    name,
    sampleType: "serum",
    method: "at_home_phlebotomy",
    fasting: id.endsWith("1"),
    price: 25,
    markers: [],
  });
  svc.db
    .insert(labTests)
    .values([test("fx-a-1", 9101, "Lipid panel"), test("fx-a-2", 9101, "HbA1c"), test("fx-b-1", 9102, "Vitamin D")])
    .onConflictDoNothing()
    .run();
}

const patient = {
  patient_details: {
    first_name: "Ada",
    last_name: "O'Neil",
    dob: "1985-04-12",
    gender: "female",
    phone_number: "+15555550100",
    email: "ada@example.com",
  },
  patient_address: { first_line: "1 Main St", second_line: null, city: "Boston", state: "MA", zip_code: "02108" },
};
const orderBody = (extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  ...patient,
  order_set: { lab_test_ids: ["fx-a-1", "fx-a-2"] },
  collection_method: "walk_in_test",
  ...extra,
});

beforeAll(async () => {
  svc = await startTestService();
  insertLabFixtures();
  userId = (await svc.post("/v2/user/", { client_user_id: "order-patient" })).json.user_id;
});
afterAll(() => svc.close());

describe("POST /v3/order", () => {
  it("creates an order from order_set with the order's shape", async () => {
    const res = await svc.post("/v3/order", orderBody());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "success", message: expect.any(String) });
    expect(res.json.order).toMatchObject({
      team_id: svc.team.id,
      user_id: userId,
      status: "received",
      has_abn: false,
      order_set: { lab_test_ids: ["fx-a-1", "fx-a-2"] },
      lab_test: { id: "fx-a-1", name: "Lipid panel", is_active: true, lab: { id: 9101, slug: "fixture_lab_a" } },
      patient_details: patient.patient_details,
      requisition_form_url: null,
      patient_address: { zip: "02108", zip_code: "02108", country: "US" },
      details: { type: "walk_in_test", data: { appointment_id: null } },
      events: [{ id: 1, status: "received.walk_in_test.ordered" }],
    });
    // The real shape has no top-level collection method or lab: they live in details and lab_test.
    expect(res.json.order).not.toHaveProperty("collection_method");
    expect(res.json.order).not.toHaveProperty("lab");
    expect((await svc.get(`/v3/order/${res.json.order.id}`)).json).toEqual(res.json.order);
  });

  it("accepts the real service's body: zip + country, no collection method (the first test's applies)", async () => {
    const { collection_method: _unused, ...rest } = orderBody();
    const address = { first_line: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "US" };
    const res = await svc.post("/v3/order", { ...rest, patient_address: address });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      details: { type: "at_home_phlebotomy" },
      patient_address: { ...address, zip_code: "02108" },
    });
    const clash = await svc.post("/v3/order", orderBody({ patient_address: { ...address, zip_code: "10001" } }));
    expect(clash.status).toBe(422);
    expect(clash.json.detail[0].loc).toEqual(["body", "patient_address", "zip"]);
    const noZip = await svc.post(
      "/v3/order",
      orderBody({ patient_address: { first_line: "1 Main St", city: "Boston", state: "MA" } }),
    );
    expect(noZip.json.detail[0].loc).toEqual(["body", "patient_address", "zip"]);
  });

  it("maps the deprecated lab_test_id onto order_set.lab_test_ids", async () => {
    const { order_set: _unused, ...rest } = orderBody();
    const res = await svc.post("/v3/order", { ...rest, lab_test_id: "fx-b-1" });
    expect(res.status).toBe(200);
    expect(res.json.order.order_set.lab_test_ids).toEqual(["fx-b-1"]);
    const neither = await svc.post("/v3/order", rest);
    expect(neither.status).toBe(422);
    expect(neither.json.detail[0].loc).toEqual(["body", "order_set"]);
    expect((await svc.post("/v3/order", orderBody({ lab_test_id: "fx-b-1" }))).json.detail[0].loc).toEqual([
      "body",
      "lab_test_id",
    ]);
  });

  it("names the field when a lab test is unknown or the tests span labs", async () => {
    const unknown = await svc.post("/v3/order", orderBody({ order_set: { lab_test_ids: ["fx-a-1", "nope"] } }));
    expect(unknown.status).toBe(422);
    expect(unknown.json.detail[0].loc).toEqual(["body", "order_set", "lab_test_ids", 1]);
    const mixed = await svc.post("/v3/order", orderBody({ order_set: { lab_test_ids: ["fx-a-1", "fx-b-1"] } }));
    expect(mixed.status).toBe(422);
    expect(mixed.json.detail[0].msg).toMatch(/same lab/);
    const empty = await svc.post("/v3/order", orderBody({ order_set: { lab_test_ids: [] } }));
    expect(empty.json.detail[0].loc).toEqual(["body", "order_set", "lab_test_ids"]);
  });

  it("rejects bad input with 422 and never a 5xx", async () => {
    const badName = await svc.post(
      "/v3/order",
      orderBody({ patient_details: { ...patient.patient_details, first_name: "José" } }),
    );
    expect(badName.status).toBe(422);
    expect(badName.json.detail[0].loc).toEqual(["body", "patient_details", "first_name"]);
    expect((await svc.post("/v3/order", orderBody({ collection_method: "drone" }))).status).toBe(422);
    expect((await svc.call("POST", "/v3/order", { rawBody: "{oops" })).status).toBe(422);
    expect((await svc.post("/v3/order", [1, 2])).status).toBe(422);
    expect((await svc.get("/v3/order/not-a-uuid")).status).toBe(422);
  });

  it("keeps teams apart: another team's user or order is 404", async () => {
    const other = svc.otherTeam();
    expect((await svc.post("/v3/order", orderBody(), { key: other.apiKey })).status).toBe(404);
    const mine = await svc.post("/v3/order", orderBody());
    expect((await svc.get(`/v3/order/${mine.json.order.id}`, { key: other.apiKey })).status).toBe(404);
    expect((await svc.get(`/v3/order/${mine.json.order.id}/requisition/pdf`, { key: other.apiKey })).status).toBe(404);
    expect((await svc.get("/v3/orders", { key: other.apiKey })).json.total).toBe(0);
  });

  it("returns the first order for a repeated X-Idempotency-Key within the team", async () => {
    const headers = { "X-Idempotency-Key": "key-123" };
    const first = await svc.post("/v3/order", orderBody(), { headers });
    const before = (await svc.get("/v3/orders")).json.total;
    const again = await svc.post("/v3/order", orderBody({ collection_method: "testkit" }), { headers });
    expect(again.status).toBe(200);
    expect(again.json.order.id).toBe(first.json.order.id);
    expect((await svc.get("/v3/orders")).json.total).toBe(before);
    const other = svc.otherTeam();
    const theirUser = (await svc.post("/v2/user/", { client_user_id: "theirs" }, { key: other.apiKey })).json.user_id;
    const theirs = await svc.post("/v3/order", orderBody({ user_id: theirUser }), { key: other.apiKey, headers });
    expect(theirs.status).toBe(200);
    expect(theirs.json.order.id).not.toBe(first.json.order.id);
  });
});

describe("POST /v3/order: physician and retries", () => {
  it("keeps the ordering physician (name and NPI) on the order; a malformed NPI is a 422 naming it", async () => {
    const physician = { first_name: "Grace", last_name: "Hopper", npi: "1234567893", email: "gh@example.org" };
    const res = await svc.post("/v3/order", orderBody({ physician }));
    expect(res.status).toBe(200);
    expect(res.json.order.physician).toEqual({ first_name: "Grace", last_name: "Hopper", npi: "1234567893" });
    expect((await svc.get(`/v3/order/${res.json.order.id}`)).json.physician.npi).toBe("1234567893");
    const pdf = await fetch(`${svc.baseUrl}/v3/order/${res.json.order.id}/requisition/pdf`, {
      headers: { "x-service-api-key": svc.apiKey },
    });
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toMatch(/Grace Hopper\s+NPI: 1234567893/);
    const bad = await svc.post("/v3/order", orderBody({ physician: { ...physician, npi: "12345" } }));
    expect(bad.status).toBe(422);
    expect(bad.json.detail[0].loc).toEqual(["body", "physician", "npi"]);
    // Without one, the service's own physicians order.
    expect((await svc.post("/v3/order", orderBody())).json.order.physician).toBeNull();
  });

  it("makes one order for the same key sent twice at once, and keeps no failure against a key", async () => {
    const headers = { "X-Idempotency-Key": `twice-${Date.now()}`, "X-Idempotency-Error": "no-cache" };
    const before = (await svc.get("/v3/orders")).json.total;
    const [a, b] = await Promise.all([
      svc.post("/v3/order", orderBody(), { headers }),
      svc.post("/v3/order", orderBody(), { headers }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.order.id).toBe(a.json.order.id);
    expect((await svc.get("/v3/orders")).json.total).toBe(before + 1);

    // A refused request (a test that does not exist) leaves the key free: the corrected retry orders.
    const retry = { "X-Idempotency-Key": `retry-${Date.now()}` };
    const refused = await svc.post("/v3/order", orderBody({ order_set: { lab_test_ids: ["nope"] } }), {
      headers: retry,
    });
    expect(refused.status).toBe(422);
    const fixed = await svc.post("/v3/order", orderBody(), { headers: retry });
    expect(fixed.status).toBe(200);
    expect(fixed.json.order.order_set.lab_test_ids).toEqual(["fx-a-1", "fx-a-2"]);
    // The companion header takes only the value the real service defines.
    const odd = await svc.post("/v3/order", orderBody(), { headers: { ...retry, "X-Idempotency-Error": "always" } });
    expect(odd.status).toBe(422);
  });
});

describe("GET /v3/orders", () => {
  it("filters by user and status and pages newest first", async () => {
    const user2 = (await svc.post("/v2/user/", { client_user_id: "lister" })).json.user_id;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await svc.post("/v3/order", orderBody({ user_id: user2 }))).json.order.id);
    const mine = await svc.get(`/v3/orders?user_id=${user2}&size=2&page=1`);
    expect(mine.json).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(mine.json.orders.every((o: any) => o.user_id === user2)).toBe(true);
    const all: string[] = [];
    for (let page = 1; page <= 3; page++)
      all.push(...(await svc.get(`/v3/orders?user_id=${user2}&size=2&page=${page}`)).json.orders.map((o: any) => o.id));
    expect(all).toEqual([...made].reverse());
    expect((await svc.get(`/v3/orders?user_id=${user2}&page=9`)).json.orders).toEqual([]);
    expect((await svc.get("/v3/orders?status=completed")).json.total).toBe(0);
    expect((await svc.get(`/v3/orders?status=received&user_id=${user2}`)).json.total).toBe(5);
    // The real service's step names filter too (repeatable); a step no order reached matches nothing.
    expect((await svc.get(`/v3/orders?status=ordered&user_id=${user2}`)).json.total).toBe(5);
    expect((await svc.get(`/v3/orders?status=draw_completed&status=ordered&user_id=${user2}`)).json.total).toBe(5);
    expect((await svc.get(`/v3/orders?status=appointment_pending&user_id=${user2}`)).json.total).toBe(0);
    expect((await svc.get(`/v3/orders?status=lost&user_id=${user2}`)).json).toMatchObject({ orders: [], total: 0 });
    expect((await svc.get("/v3/orders")).json.size).toBe(50);
  });

  it("filters by collection method and by update time, as the real service's order_type and updated_start_date", async () => {
    const user3 = (await svc.post("/v2/user/", { client_user_id: "changes" })).json.user_id;
    const walkIn = (await svc.post("/v3/order", orderBody({ user_id: user3 }))).json.order.id;
    const atHome = (await svc.post("/v3/order", orderBody({ user_id: user3, collection_method: "at_home_phlebotomy" })))
      .json.order.id;
    const ids = async (q: string) =>
      (await svc.get(`/v3/orders?user_id=${user3}&${q}`)).json.orders.map((o: { id: string }) => o.id);
    expect(await ids("order_type=at_home_phlebotomy")).toEqual([atHome]);
    expect((await ids("order_type=at_home_phlebotomy&order_type=walk_in_test")).sort()).toEqual(
      [walkIn, atHome].sort(),
    );
    const cutoff = new Date(Date.now() + 1);
    expect(await ids(`updated_start_date=${encodeURIComponent(cutoff.toISOString())}`)).toEqual([]);
    expect(
      (await ids(`updated_start_date=${new Date(Date.now() - 60_000).toISOString().slice(0, 10)}`)).sort(),
    ).toEqual([walkIn, atHome].sort());
    // Cancelled after the cutoff: updated since then, and only it.
    while (Date.now() <= cutoff.getTime()) await new Promise((resolve) => setImmediate(resolve));
    expect((await svc.post(`/v3/order/${walkIn}/cancel`)).status).toBe(200);
    expect(await ids(`updated_start_date=${encodeURIComponent(cutoff.toISOString())}`)).toEqual([walkIn]);
  });

  it("validates page, size and status", async () => {
    for (const q of [
      "size=101",
      "size=0",
      "page=0",
      "page=x",
      "status=sample_lost",
      "user_id=nope",
      "order_type=mail",
      "updated_start_date=soon",
    ]) {
      expect((await svc.get(`/v3/orders?${q}`)).status).toBe(422);
    }
  });
});

describe("GET /v3/order/{order_id}/requisition/pdf", () => {
  it("serves a real PDF naming the order, patient, lab and tests", async () => {
    const order = (
      await svc.post(
        "/v3/order",
        orderBody({ patient_address: { ...patient.patient_address, first_line: "12 Rue Café ✓" } }),
      )
    ).json.order;
    const res = await fetch(`${svc.baseUrl}/v3/order/${order.id}/requisition/pdf`, {
      headers: { "x-service-api-key": svc.apiKey },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=requisition-${order.id}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Lab requisition ${order.id}`);
    const text = await pdfText(bytes);
    for (const s of [
      `Order ID: ${order.id}`,
      "Name: Ada O'Neil",
      "Date of birth: 1985-04-12",
      "12 Rue Café ✓",
      "Fixture Lab A",
      "Lipid panel",
      "HbA1c",
      // The collection method in words, the order day on the patient's clock (Boston).
      "Collection: Walk-in at a patient service center",
      `Ordered: ${new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "medium" }).format(new Date(order.created_at))}`,
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain("walk_in_test");
  });
});

describe("demo orders seed", () => {
  it("seeds ≥ 200 orders, ≥ 40 % at home, appointments in every status, all valid through the API", async () => {
    const { team, apiKey } = svc.otherTeam();
    const zips = ["02108", "10001", "60601", "94103", "98101", "33101", "75201", "80202", "85004", "96813"];
    zips.forEach((zip, i) => {
      const seq = svc.db
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          teamId: team.id,
          clientUserId: `seed-${i}`,
          createdOn: "2024-01-01T00:00:00.000Z",
        })
        .returning({ seq: users.seq })
        .get().seq;
      const info = {
        ...patient.patient_details,
        email: `p${i}@example.com`,
        address: { ...patient.patient_address, zip_code: zip },
      };
      svc.db.insert(userInfo).values({ userSeq: seq, info, updatedAt: "2024-01-01T00:00:00.000Z" }).run();
    });
    const now = new Date();
    const counts = seedDemoOrdersAndAppointments(svc.db, team.id, now);
    expect(counts.orders).toBeGreaterThanOrEqual(200);
    expect(seedDemoOrdersAndAppointments(svc.db, team.id, now)).toEqual({ orders: 0, appointments: 0 }); // runs once per team
    const all: any[] = [];
    for (let page = 1; all.length < counts.orders; page++)
      all.push(...(await svc.get(`/v3/orders?size=100&page=${page}`, { key: apiKey })).json.orders);
    all.forEach((o) => orderSchema.parse(o));
    // Seeded orders of every collection method and status are the real service's shape too.
    const sdk = {
      unrecognizedObjectKeys: "passthrough",
      allowUnrecognizedEnumValues: true,
      allowUnrecognizedUnionMembers: true,
    } as const;
    expect(all.filter((o) => !serializers.ClientFacingOrder.parse(o, sdk).ok).map((o) => o.id)).toEqual([]);
    expect(new Set(all.map((o) => o.details.type))).toEqual(new Set(["walk_in_test", "testkit", "at_home_phlebotomy"]));
    const atHome = all.filter((o) => o.details.type === "at_home_phlebotomy");
    expect(atHome.length / all.length).toBeGreaterThanOrEqual(0.4);
    const statuses = new Set<string>();
    let unbooked = 0;
    for (const o of atHome) {
      const res = await svc.get(`/v3/order/${o.id}/phlebotomy/appointment`, { key: apiKey });
      if (res.status === 404) unbooked++;
      else {
        const appt = phlebotomyAppointment.parse(res.json);
        statuses.add(appt.status);
        expect(appt.events.every((e) => e.created_at <= now.toISOString())).toBe(true);
        if (appt.status === "confirmed") expect(appt.start_at! > now.toISOString()).toBe(true);
      }
    }
    expect([...statuses].sort()).toEqual(["cancelled", "completed", "confirmed", "in_progress", "pending", "reserved"]);
    expect(unbooked).toBeGreaterThan(0);
    expect(counts.appointments).toBe(atHome.length - unbooked);
  });
});
