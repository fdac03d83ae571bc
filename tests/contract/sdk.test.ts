import { randomUUID } from "node:crypto";
import { Vital, VitalClient, VitalError } from "@tryvital/vital-node";
import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REAL_SERVICE_CONFLICTS } from "@/lib/contract/real-service-conflicts";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { addTeamOauthCredential, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import type { Serializer, SerializerError } from "../support/real-shape/routes";
import { dotted, errorPaths } from "../support/real-shape/service";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The vendor's own SDK, unchanged, drives the embedded service over HTTP: every call below parses
 * its answer with the SDK's validation (it throws on a shape it does not know), so a pass means
 * the embedded service answers as the real one does. The one change is the key header, which the
 * specification names `x-service-api-key`: it goes through the SDK's `headers` option.
 */
let svc: TestService;
let vital: VitalClient;
// `apiKey` is mandatory for the SDK, which sends it under its own header name; the service reads
// only the specification's header (the 401 test below proves it).
const sdk = (baseUrl: string, key: string, headerKey = key) =>
  new VitalClient({
    baseUrl,
    apiKey: key,
    headers: { "x-service-api-key": headerKey },
    maxRetries: 0,
    timeoutInSeconds: 15,
  });

const clientUserId = `sdk-${randomUUID()}`;
let userId: string;
let labId: number;
let labTestId: string;
let orderId: string;
const patient = {
  firstName: "Testa",
  lastName: "Orderly",
  email: "testa@example.com",
  phoneNumber: "+15555550100",
  dob: "1980-01-01",
};
const address = { firstLine: "1 Main St", city: "New York", state: "NY", zip: "10001", country: "US" };

/** Each failing field once, list indexes written `[]`, as the conflict list writes them. */
const foldedPaths = (errors: SerializerError[]) =>
  new Set(errorPaths(errors).map((p) => dotted(p).replace(/\[\d+\]/g, "[]")));

/**
 * The SDK's parse failure lists every failing item; one line per distinct path (indexes folded)
 * keeps a failure readable and names exactly the fields the real service would send otherwise.
 */
async function parsed<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    const errors = (err as { errors?: { path: string[]; message: string }[] }).errors;
    if (!Array.isArray(errors)) throw err;
    const paths = errorPaths(errors).map((p) => dotted(p).replace(/\[\d+\]/g, "[]"));
    const lines = new Set(errors.map((e, i) => `${paths[i]}: ${e.message.replace(/\s*Received .*$/s, "")}`));
    throw new Error(`The SDK could not parse the answer:\n${[...lines].join("\n")}`);
  }
}

beforeAll(async () => {
  svc = await startTestService();
  vital = sdk(svc.baseUrl, svc.apiKey);
  setBulkImportEnabled(svc.db, svc.team.id, true);
  addTeamOauthCredential(svc.db, svc.team.id, "fitbit", "labdesk-client");
  // Data the tests below share is made over plain HTTP, so one failing SDK call fails one test.
  userId = (await svc.post("/v2/user/", { client_user_id: clientUserId, fallback_time_zone: "America/New_York" })).json
    .user_id;
  connectProvider(
    svc.db,
    { userSeq: requireUserRow(svc.db, svc.team.id, userId).seq, provider: "fitbit", origin: "seed" },
    new Date(),
  );
  labId = (await svc.get("/v3/lab_tests/labs")).json.find((l: { slug: string }) => l.slug === "quest").id;
  labTestId = (await svc.get("/v3/lab_test?lab_test_limit=1")).json.data[0].id;
  const order = await svc.post("/v3/order", {
    user_id: userId,
    patient_details: {
      first_name: "Testa",
      last_name: "Orderly",
      dob: "1980-01-01",
      gender: "female",
      phone_number: "+15555550100",
      email: "testa@example.com",
    },
    // Both address forms, so this works before and after the service learns the real one.
    patient_address: {
      first_line: "1 Main St",
      city: "New York",
      state: "NY",
      zip_code: "10001",
      zip: "10001",
      country: "US",
    },
    order_set: { lab_test_ids: [labTestId] },
    collection_method: "at_home_phlebotomy",
  });
  orderId = order.json.order?.id ?? order.json.id;
});
afterAll(() => svc.close());

describe("the vendor SDK against the embedded service: one test per call", () => {
  it("user.create", async () => {
    const other = `sdk-created-${randomUUID()}`;
    const created = await parsed(vital.user.create({ clientUserId: other, fallbackTimeZone: "America/New_York" }));
    expect(created.clientUserId).toBe(other);
  });

  it("user.getAll, with connected sources carrying their provider", async () => {
    const listed = (await parsed(vital.user.getAll({ limit: 50 }))).users.find((u) => u.userId === userId);
    expect(listed?.connectedSources.map((s) => [s.source.slug, s.provider.slug])).toEqual([["fitbit", "fitbit"]]);
  });

  it("user.get", async () => {
    expect((await parsed(vital.user.get(userId))).clientUserId).toBe(clientUserId);
  });

  it("user.getByClientUserId", async () => {
    expect((await parsed(vital.user.getByClientUserId(clientUserId))).userId).toBe(userId);
  });

  it("user.getConnectedProviders", async () => {
    const providers = Object.values(await parsed(vital.user.getConnectedProviders(userId))).flat();
    expect(providers.map((p) => p.slug)).toContain("fitbit");
  });

  it("user.upsertUserInfo with the real address, then user.getLatestUserInfo", async () => {
    const saved = await parsed(vital.user.upsertUserInfo(userId, { ...patient, gender: "female", address }));
    expect(saved.address).toMatchObject({ zip: "10001", country: "US", city: "New York" });
    const latest = await parsed(vital.user.getLatestUserInfo(userId));
    expect(latest).toMatchObject({
      firstName: "Testa",
      address: { zip: "10001", country: "US", firstLine: "1 Main St" },
    });
  });

  it("vitals.stepsGrouped", async () => {
    const start = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const steps = await parsed(vital.vitals.stepsGrouped(userId, { startDate: start }));
    const samples = steps.groups.fitbit?.flatMap((g) => g.data) ?? [];
    expect(samples.length).toBeGreaterThan(0);
    expect(samples[0]!.timestamp).toBeInstanceOf(Date);
  });

  it("providers.getAll", async () => {
    expect((await parsed(vital.providers.getAll())).map((p) => p.slug)).toContain("fitbit");
  });

  it("link.token", async () => {
    const token = await parsed(vital.link.token({ userId, redirectUrl: "http://localhost:3000/" }));
    expect(token.linkWebUrl).toMatch(/^https?:\/\//);
    expect(token.linkToken.length).toBeGreaterThan(0);
  });

  it("link.codeCreate", async () => {
    expect((await parsed(vital.link.codeCreate({ userId }))).code).toMatch(/^(sk|pk)(eu|us)[\da-f]{8}/);
  });

  it("user.getUserSignInToken", async () => {
    expect((await parsed(vital.user.getUserSignInToken(userId))).userId).toBe(userId);
  });

  it("link.generateOauthLink (provider link info)", async () => {
    const info = await parsed(vital.link.generateOauthLink("fitbit"));
    expect(info).toMatchObject({ slug: "fitbit" });
    expect(info.logo.length).toBeGreaterThan(0);
  });

  it("link.getAllProviders", async () => {
    expect((await parsed(vital.link.getAllProviders())).length).toBeGreaterThan(0);
  });

  it("link.bulkImport, then link.listBulkOps", async () => {
    const connection = {
      userId,
      accessToken: `labdesk-client.${randomUUID()}`,
      refreshToken: "r",
      providerId: "p-1",
      expiresAt: 1_900_000_000,
      oauthScopes: ["activity"],
    };
    const result = await parsed(vital.link.bulkImport({ provider: "fitbit", connections: [connection] }));
    expect(Array.isArray(result.userIdsImported) && Array.isArray(result.userIdsFailed)).toBe(true);
    expect((await parsed(vital.link.listBulkOps({ pageSize: 5 }))).data[0]).toMatchObject({ provider: "fitbit" });
  });

  it("labTests.getLabs", async () => {
    expect((await parsed(vital.labTests.getLabs())).map((l) => l.id)).toContain(labId);
  });

  it("labTests.getPaginated", async () => {
    expect((await parsed(vital.labTests.getPaginated({ labTestLimit: 2 }))).data.length).toBe(2);
  });

  it("labTests.get (deprecated list)", async () => {
    expect((await parsed(vital.labTests.get())).length).toBeGreaterThan(2);
  });

  it("labTests.createOrder with the real patient address", async () => {
    const created = await parsed(
      vital.labTests.createOrder({
        userId,
        patientDetails: { ...patient, gender: "female" },
        patientAddress: address,
        orderSet: { labTestIds: [labTestId] },
        collectionMethod: "at_home_phlebotomy",
      }),
    );
    expect(created.order.labTest.id).toBe(labTestId);
    expect(created.order.patientAddress).toMatchObject({ zip: "10001", country: "US" });
  });

  it("labTests.getOrder", async () => {
    expect((await parsed(vital.labTests.getOrder(orderId))).userId).toBe(userId);
  });

  it("labTests.getOrders", async () => {
    expect((await parsed(vital.labTests.getOrders({ userId }))).orders.map((o) => o.id)).toContain(orderId);
  });

  it("labTests.requestPhlebotomyAppointment, then labTests.getPhlebotomyAppointment", async () => {
    const request = {
      address: { firstLine: "1 Main St", city: "New York", state: "NY", zipCode: "10001" },
      provider: "getlabs" as const,
    };
    const appt = await parsed(vital.labTests.requestPhlebotomyAppointment(orderId, request));
    expect(appt).toMatchObject({ orderId, status: "pending" });
    expect((await parsed(vital.labTests.getPhlebotomyAppointment(orderId))).id).toBe(appt.id);
  });

  it("labTests.getPscInfo and labTests.getOrderPscInfo fail on the listed conflict, at that field only", async () => {
    for (const call of [
      () => vital.labTests.getPscInfo({ zipCode: "10001", labId }),
      () => vital.labTests.getOrderPscInfo(orderId),
    ]) {
      const err = await call().then(
        () => null,
        (e: unknown) => e as { errors?: SerializerError[] },
      );
      expect(err?.errors?.length).toBeGreaterThan(0);
      expect(foldedPaths(err!.errors!)).toEqual(new Set(["response.patient_service_centers[].distance"]));
    }
  });
});

/** A raw answer of each endpoint named by a listed conflict, with the serializer the SDK parses it with. */
const CONFLICT_PROBES: Record<string, { serializer: Serializer; raw: () => Promise<unknown> }> = {
  "GET /v3/order/psc/info": {
    serializer: serializers.PscInfo,
    raw: async () => (await svc.get(`/v3/order/psc/info?zip_code=10001&lab_id=${labId}`)).json,
  },
  "GET /v3/order/{order_id}/psc/info": {
    serializer: serializers.PscInfo,
    raw: async () => (await svc.get(`/v3/order/${orderId}/psc/info`)).json,
  },
};

describe("known conflicts between the specification and the real service", () => {
  it("each listed conflict happens, exactly at its field and nowhere else on its endpoint", async () => {
    const endpoints = [...new Set(REAL_SERVICE_CONFLICTS.flatMap((c) => c.endpoint.split(",").map((e) => e.trim())))];
    for (const endpoint of endpoints) {
      const probe = CONFLICT_PROBES[endpoint];
      expect(probe, `a probe for ${endpoint}`).toBeDefined();
      const listed = REAL_SERVICE_CONFLICTS.filter((c) =>
        c.endpoint
          .split(",")
          .map((e) => e.trim())
          .includes(endpoint),
      ).map((c) => c.field);
      const result = probe!.serializer.parse(await probe!.raw(), {
        unrecognizedObjectKeys: "passthrough",
        allowUnrecognizedEnumValues: true,
        allowUnrecognizedUnionMembers: true,
      });
      expect(result.ok ? new Set() : foldedPaths(result.errors), endpoint).toEqual(new Set(listed));
    }
  });
});

describe("errors come back as the SDK's typed errors", () => {
  it("422 for input the service refuses", async () => {
    const err = await vital.user
      .upsertUserInfo(userId, { ...patient, firstName: "José", gender: "female", address })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Vital.UnprocessableEntityError);
    expect(JSON.stringify((err as VitalError).body)).toContain("first_name");
  });

  it("404 for a user or an order that is not there", async () => {
    for (const call of [() => vital.user.get(randomUUID()), () => vital.labTests.getOrder(randomUUID())]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(VitalError);
      expect((err as VitalError).statusCode).toBe(404);
    }
  });

  it("401 without the team key in the specification's header, whatever the SDK's own key", async () => {
    const err = await sdk(svc.baseUrl, svc.apiKey, "sk_us_wrong")
      .user.getAll()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VitalError);
    expect((err as VitalError).statusCode).toBe(401);
  });
});
