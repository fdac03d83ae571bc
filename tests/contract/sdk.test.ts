import { randomUUID } from "node:crypto";
import { Vital, VitalClient, VitalError } from "@tryvital/vital-node";
import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REAL_SERVICE_CONFLICTS } from "@/lib/contract/real-service-conflicts";
import type { Serializer, SerializerError } from "../support/real-shape/routes";
import { seedRealShapeScene } from "../support/real-shape/scene";
import { foldedPaths, parsed, vitalClient } from "../support/real-shape/sdk-client";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The vendor's own SDK, unchanged, drives the embedded service over HTTP: every call below parses
 * its answer with the SDK's validation (it throws on a shape it does not know), so a pass means
 * the embedded service answers as the real one does. The one change is the key header, which the
 * documented interface names `x-service-api-key`: it goes through the SDK's `headers` option (the 401
 * test below proves the SDK's own key header is not what the service reads).
 */
let svc: TestService;
let vital: VitalClient;
let clientUserId: string;
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

beforeAll(async () => {
  svc = await startTestService();
  vital = vitalClient(svc.baseUrl, svc.apiKey);
  ({ clientUserId, userId, labId, labTestId, orderId } = await seedRealShapeScene(svc));
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

  it("labTests.createOrder with a physician and the SDK's idempotency headers: one order per key", async () => {
    const request = {
      idempotencyKey: `sdk-${userId}`,
      idempotencyError: "no-cache" as const,
      userId,
      patientDetails: { ...patient, gender: "female" as const },
      patientAddress: address,
      orderSet: { labTestIds: [labTestId] },
      physician: { firstName: "Grace", lastName: "Hopper", npi: "1234567893", licensedStates: ["NY"] },
    };
    const first = await parsed(vital.labTests.createOrder(request));
    expect(first.order.physician).toEqual({ firstName: "Grace", lastName: "Hopper", npi: "1234567893" });
    const again = await parsed(vital.labTests.createOrder(request));
    expect(again.order.id).toBe(first.order.id);
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

/** The SDK's enum of each field listed with a differently spelled member. */
const CONFLICT_ENUMS: Record<string, Serializer> = {
  "patient_service_centers[].capabilities[]": serializers.LabLocationCapability,
};
const STRICT_ENUMS = { allowUnrecognizedEnumValues: false } as const;

describe("known conflicts between the documented interface and the real service", () => {
  it("each listed type conflict happens, exactly at its field and nowhere else on its endpoint", async () => {
    const endpoints = [...new Set(REAL_SERVICE_CONFLICTS.flatMap((c) => c.endpoint.split(",").map((e) => e.trim())))];
    for (const endpoint of endpoints) {
      const probe = CONFLICT_PROBES[endpoint];
      expect(probe, `a probe for ${endpoint}`).toBeDefined();
      const listed = REAL_SERVICE_CONFLICTS.filter((c) =>
        c.endpoint
          .split(",")
          .map((e) => e.trim())
          .includes(endpoint),
      )
        .filter((c) => c.kind === "type")
        .map((c) => c.field);
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

  it("401 without the team key in the documented interface's header, whatever the SDK's own key", async () => {
    const err = await vitalClient(svc.baseUrl, svc.apiKey, "sk_us_wrong")
      .user.getAll()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VitalError);
    expect((err as VitalError).statusCode).toBe(401);
  });

  it("each listed enum spelling is the embedded service's, and the SDK's enum has the real one instead", async () => {
    const spellings = REAL_SERVICE_CONFLICTS.filter((c) => c.kind === "enum value");
    expect(spellings.length).toBeGreaterThan(0);
    for (const conflict of spellings) {
      const sdkEnum = CONFLICT_ENUMS[conflict.field];
      expect(sdkEnum, `the SDK enum of ${conflict.field}`).toBeDefined();
      expect(sdkEnum!.parse(conflict.realService, STRICT_ENUMS).ok).toBe(true);
      expect(sdkEnum!.parse(conflict.specification, STRICT_ENUMS).ok).toBe(false);
      for (const endpoint of conflict.endpoint.split(",").map((e) => e.trim())) {
        expect(JSON.stringify(await CONFLICT_PROBES[endpoint]!.raw()), endpoint).toContain(
          `"${conflict.specification}"`,
        );
      }
    }
  });
});
