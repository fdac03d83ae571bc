import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceClient } from "@/lib/service/client";
import { BOTH_ADDRESS_FORMS, PATIENT_DETAILS, seedRealShapeScene } from "../support/real-shape/scene";
import { realShapedClientFetch } from "../support/real-shape/service";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The console's own service client against a service that answers exactly as the real one does
 * (tests/support/real-shape): every method must read the real shapes, and every write must send
 * a body the real service accepts. The client is used untyped on purpose: a method the console
 * is meant to have and does not is a failing test here, not a skipped one.
 */
type Loose = Record<string, (...args: any[]) => Promise<any>>;
let svc: TestService;
let client: Loose;
/** Bodies of the writes that reached the embedded service (after the real-shape layer). */
const forwarded: { method: string; path: string; body: any }[] = [];
const serviceLog: string[] = [];
let clientUserId: string;
let userId: string;
let labId: number;
let labTestId: string;
let orderId: string;
const patientDetails = PATIENT_DETAILS;
// What the console sends: the documented interface's zip_code and the real service's zip + country.
const address = BOTH_ADDRESS_FORMS;

beforeAll(async () => {
  svc = await startTestService();
  const inner = async (req: Request) => {
    const body =
      req.method === "GET"
        ? null
        : await req
            .clone()
            .json()
            .catch(() => null);
    if (req.method !== "GET") forwarded.push({ method: req.method, path: new URL(req.url).pathname, body });
    return svc.app.fetch(req);
  };
  const typed = createServiceClient({
    baseUrl: "http://service.test",
    apiKey: svc.apiKey,
    fetch: realShapedClientFetch(inner, { log: (l) => serviceLog.push(l) }),
    // One attempt and no circuit breaker: each test reports its own endpoint's failure.
    retry: { maxAttempts: 1 },
    breaker: { threshold: Number.MAX_SAFE_INTEGER },
    log: () => {},
  });
  client = typed as unknown as Loose;
  ({ clientUserId, userId, labId, labTestId, orderId } = await seedRealShapeScene(svc));
});
afterAll(() => svc.close());

describe("the console's client reads every real answer: one test per method", () => {
  it("listUsers", async () => {
    expect((await client.listUsers!({ limit: 50 })).users.map((u: any) => u.user_id)).toContain(userId);
  });

  it("getUser", async () => {
    expect((await client.getUser!(userId)).client_user_id).toBe(clientUserId);
  });

  it("createUser", async () => {
    const other = `created-${randomUUID()}`;
    expect((await client.createUser!({ client_user_id: other })).client_user_id).toBe(other);
  });

  it("resolveUser", async () => {
    expect(JSON.stringify(await client.resolveUser!(clientUserId))).toContain(userId);
  });

  it("userProviders", async () => {
    expect(JSON.stringify(await client.userProviders!(userId))).toContain("fitbit");
  });

  it("groupedSteps and allGroupedSteps", async () => {
    const start_date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await client.groupedSteps!(userId, { start_date })).groups.fitbit?.[0]?.data.length).toBeGreaterThan(0);
    expect((await client.allGroupedSteps!(userId, { start_date })).groups.fitbit?.[0]?.data.length).toBeGreaterThan(0);
  });

  it("listProviders", async () => {
    expect((await client.listProviders!()).map((p: any) => p.slug)).toContain("fitbit");
  });

  it("createLinkToken", async () => {
    const token = await client.createLinkToken!({ user_id: userId, redirect_url: "http://localhost:3000/" });
    expect(token.link_web_url).toMatch(/^https?:\/\//);
  });

  it("createLinkCode", async () => {
    expect((await client.createLinkCode!(userId)).code).toMatch(/^(sk|pk)(eu|us)[\da-f]{8}/);
  });

  it("createSignInToken", async () => {
    expect((await client.createSignInToken!(userId)).user_id).toBe(userId);
  });

  it("oauthProviderInfo", async () => {
    expect((await client.oauthProviderInfo!("fitbit")).slug).toBe("fitbit");
  });

  it("linkProviders", async () => {
    expect(JSON.stringify(await client.linkProviders!())).toContain("fitbit");
  });

  it("bulkImport and listBulkOps", async () => {
    const connection = {
      user_id: userId,
      access_token: `labdesk-client.${randomUUID()}`,
      refresh_token: "r",
      provider_id: "p-1",
      expires_at: 1_900_000_000,
      oauth_scopes: ["activity"],
    };
    const result = await client.bulkImport!({ provider: "fitbit", connections: [connection] });
    expect(Array.isArray(result.user_ids_imported) && Array.isArray(result.user_ids_failed)).toBe(true);
    expect((await client.listBulkOps!({ page_size: 5 })).data[0]).toMatchObject({ provider: "fitbit" });
  });

  it("listLabs", async () => {
    expect((await client.listLabs!()).map((l: any) => l.id)).toContain(labId);
  });

  it("listLabTests", async () => {
    expect((await client.listLabTests!({ lab_test_limit: 2 })).tests).toHaveLength(2);
  });

  it("createOrder", async () => {
    const body = {
      user_id: userId,
      patient_details: patientDetails,
      patient_address: address,
      order_set: { lab_test_ids: [labTestId] },
      collection_method: "walk_in_test",
    };
    const created = await client.createOrder!(body);
    expect(created.id).toEqual(expect.any(String));
    expect(created.id).not.toBe(orderId);
    // With a physician and an idempotency key, as the order form sends it: one order per key.
    const physician = { first_name: "Grace", last_name: "Hopper", npi: "1234567893" };
    const first = await client.createOrder!({ ...body, physician }, "real-shape-key");
    expect((await client.createOrder!({ ...body, physician }, "real-shape-key")).id).toBe(first.id);
    expect((await svc.get(`/v3/order/${first.id}`)).json.physician).toEqual(physician);
  });

  it("getOrder", async () => {
    expect((await client.getOrder!(orderId)).id).toBe(orderId);
  });

  it("listOrders", async () => {
    expect((await client.listOrders!({ user_id: userId })).orders.map((o: any) => o.id)).toContain(orderId);
  });

  it("requisitionPdf", async () => {
    const pdf = await client.requisitionPdf!(orderId);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("pscByArea, with numeric distances", async () => {
    const byArea = await client.pscByArea!({ zip_code: "10001", lab_id: labId });
    expect(byArea.centers.length).toBeGreaterThan(0);
    expect(typeof byArea.centers[0].distance).toBe("number");
  });

  it("pscByArea filters on a capability the real service spells differently", async () => {
    const filtered = await client.pscByArea!({
      zip_code: "10001",
      lab_id: labId,
      radius: "100",
      capabilities: ["appointment_scheduling_via_service"],
    });
    expect(filtered.centers.length).toBeGreaterThan(0);
    for (const center of filtered.centers) expect(center.capabilities).toContain("appointment_scheduling_via_junction");
  });

  it("pscByOrder", async () => {
    expect((await client.pscByOrder!(orderId)).centers.length).toBeGreaterThan(0);
  });

  it("requestAppointment and getAppointment", async () => {
    const request = {
      address: { first_line: "1 Main St", second_line: null, city: "New York", state: "NY", zip_code: "10001" },
      provider: "getlabs",
    };
    const booked = await client.requestAppointment!(orderId, request, randomUUID());
    expect(booked.status).toBe("pending");
    expect((await client.getAppointment!(orderId)).id).toBe(booked.id);
  });

  it("no answer on the way was refused by the real-shape layer", () => {
    expect(serviceLog.filter((l) => !l.includes("not a route"))).toEqual([]);
  });
});

describe("patient details through the real-shaped request path", () => {
  it("the console's address goes out as the real zip + country and reads back the same", async () => {
    const details = {
      ...patientDetails,
      first_name: "Roundtrip",
      address: { ...address, first_line: "350 5th Ave", zip_code: "10118", zip: "10118" },
    };
    await client.updateUserInfo!(userId, details);
    const sent = forwarded.filter((f) => f.method === "PATCH" && f.path === `/v2/user/${userId}/info`).at(-1)?.body;
    expect(sent.address).toEqual({
      first_line: "350 5th Ave",
      second_line: null,
      city: "New York",
      state: "NY",
      zip: "10118",
      country: "US",
    });

    const read = await client.getUserInfo!(userId);
    expect(read.first_name).toBe("Roundtrip");
    expect(read.address).toMatchObject({ first_line: "350 5th Ave", city: "New York", state: "NY" });
    expect(read.address.zip_code ?? read.address.zip).toBe("10118");
    // The embedded service keeps the real names it was sent.
    expect((await svc.get(`/v2/user/${userId}/info/latest`)).json.address).toMatchObject({
      zip: "10118",
      country: "US",
    });
  });
});
