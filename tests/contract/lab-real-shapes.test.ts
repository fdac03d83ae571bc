import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STEPS } from "@/lib/contract/orders";
import { REAL_SERVICE_CONFLICTS } from "@/lib/contract/real-service-conflicts";
import { startOrderScene, type TestService } from "../support/service-harness";

/**
 * Every answer of the order, lab, lab-test, service-center and appointment endpoints parses with
 * the vendor SDK's own serializer for that endpoint (the same options its client uses), and the
 * request bodies the SDK builds are accepted.
 */
const SDK_OPTIONS = {
  unrecognizedObjectKeys: "passthrough",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
} as const;

type Schema = {
  parse: (
    raw: unknown,
    opts: typeof SDK_OPTIONS,
  ) => { ok: true } | { ok: false; errors: { path: string[]; message: string }[] };
};
function expectParses(schema: Schema, json: unknown) {
  const result = schema.parse(json, SDK_OPTIONS);
  expect(result.ok ? [] : result.errors.map((e) => `${e.path.join(".")}: ${e.message}`)).toEqual([]);
}

let svc: TestService;
let userId: string;
let atHomeTest: string;
let realOrderBody: () => object;

beforeAll(async () => {
  ({ svc, userId, atHomeTest, realOrderBody } = await startOrderScene("real-shapes"));
});
afterAll(() => svc.close());

describe("orders in the real shapes", () => {
  it("POST /v3/order takes the SDK's body and answers a PostOrderResponse", async () => {
    const body = serializers.labTests.CreateOrderRequestCompatible.json(
      {
        userId,
        patientDetails: {
          firstName: "Testa",
          lastName: "Orderly",
          dob: "1980-01-01",
          gender: "female",
          phoneNumber: "+15555550100",
          email: "testa@example.com",
        },
        patientAddress: { firstLine: "1 Main St", city: "New York", state: "NY", zip: "10001", country: "US" },
        orderSet: { labTestIds: [atHomeTest] },
      },
      { unrecognizedObjectKeys: "strip" },
    );
    expect(body.ok).toBe(true);
    const res = await svc.post("/v3/order", body.ok ? body.value : null);
    expect(res.status).toBe(200);
    expectParses(serializers.PostOrderResponse, res.json);
    expect(res.json.order.details.type).toBe("at_home_phlebotomy");
  });

  it("GET /v3/order/{id} is a ClientFacingOrder whose events use compound statuses, before and after booking", async () => {
    const order = (await svc.post("/v3/order", realOrderBody())).json.order;
    expectParses(serializers.ClientFacingOrder, (await svc.get(`/v3/order/${order.id}`)).json);
    const booked = await svc.post(`/v3/order/${order.id}/phlebotomy/appointment/request`, {
      address: { first_line: "1 Main St", city: "New York", state: "NY", zip_code: "10001" },
      provider: "getlabs",
    });
    expect(booked.status).toBe(200);
    const after = (await svc.get(`/v3/order/${order.id}`)).json;
    expectParses(serializers.ClientFacingOrder, after);
    expect(after.details.data.appointment_id).toBe(booked.json.id);
    expect(after.events.map((e: { status: string }) => e.status)).toEqual([
      "received.at_home_phlebotomy.ordered",
      "collecting_sample.at_home_phlebotomy.appointment_pending",
    ]);
    // Listed values of the SDK's OrderStatus, not merely tolerated unknown ones.
    for (const e of after.events)
      expect(serializers.OrderStatus.parse(e.status, { allowUnrecognizedEnumValues: false }).ok).toBe(true);
  });

  it("GET /v3/orders is a GetOrdersResponse", async () => {
    await svc.createOrder(userId);
    expectParses(serializers.GetOrdersResponse, (await svc.get(`/v3/orders?user_id=${userId}`)).json);
    // The SDK filters by its low-level statuses, repeated: every one of them is accepted.
    for (const step of ORDER_STEPS)
      expect(serializers.OrderLowLevelStatus.parse(step, { allowUnrecognizedEnumValues: false }).ok).toBe(true);
    const steps = await svc.get(`/v3/orders?user_id=${userId}&status=ordered&status=appointment_pending`);
    expect(steps.status).toBe(200);
    expect(steps.json.orders.length).toBeGreaterThan(0);
  });
});

describe("labs and lab tests in the real shapes", () => {
  it("GET /v3/lab_tests/labs is a list of ClientFacingLab", async () => {
    const res = await svc.get("/v3/lab_tests/labs");
    expectParses(serializers.labTests.getLabs.Response, res.json);
    expect(res.json[0]).toMatchObject({
      first_line_address: expect.any(String),
      city: expect.any(String),
      zipcode: expect.any(String),
    });
    expect(res.json[0].collection_methods.length).toBeGreaterThan(0);
  });

  it("GET /v3/lab_test is a LabTestResourcesResponse and GET /v3/lab_tests a list of ClientFacingLabTest", async () => {
    expectParses(serializers.LabTestResourcesResponse, (await svc.get("/v3/lab_test?lab_test_limit=5")).json);
    const all = (await svc.get("/v3/lab_tests")).json;
    expectParses(serializers.labTests.get.Response, all);
    expect(all[0]).toMatchObject({
      is_active: true,
      status: "active",
      markers: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
    });
  });
});

describe("service centers and appointments in the real shapes", () => {
  /** The one listed conflict: the real service sends distance as a number, the spec a string. */
  const withNumericDistance = (json: { patient_service_centers: { distance: string }[] }) => ({
    ...json,
    patient_service_centers: json.patient_service_centers.map((c) => ({ ...c, distance: Number(c.distance) })),
  });

  it("PSC lookups are PscInfo apart from the listed distance conflict", async () => {
    const byArea = await svc.get("/v3/order/psc/info?zip_code=10001&lab_id=1&radius=25");
    expect(byArea.json.patient_service_centers.length).toBeGreaterThan(0);
    expect(typeof byArea.json.patient_service_centers[0].distance).toBe("string");
    expect(REAL_SERVICE_CONFLICTS.some((c) => c.field === "patient_service_centers[].distance")).toBe(true);
    expectParses(serializers.PscInfo, withNumericDistance(byArea.json));
    expect(byArea.json.patient_service_centers[0]).toMatchObject({
      site_code: expect.any(String),
      supported_bill_types: expect.any(Array),
      location: { lng: expect.any(Number), lat: expect.any(Number) },
    });
    const order = await svc.createOrder(userId, "at_home_phlebotomy");
    const byOrder = await svc.get(`/v3/order/${order.id}/psc/info`);
    expect(byOrder.status).toBe(200);
    expectParses(serializers.PscInfo, withNumericDistance(byOrder.json));
  });

  it("booking takes the SDK's request body and both appointment answers are ClientFacingAppointment", async () => {
    const order = await svc.createOrder(userId, "at_home_phlebotomy");
    const body = serializers.labTests.RequestAppointmentRequest.json(
      { address: { firstLine: "1 Main St", city: "New York", state: "NY", zipCode: "10001" }, provider: "getlabs" },
      { unrecognizedObjectKeys: "strip" },
    );
    const booked = await svc.post(`/v3/order/${order.id}/phlebotomy/appointment/request`, body.ok ? body.value : null);
    expect(booked.status).toBe(200);
    expectParses(serializers.ClientFacingAppointment, booked.json);
    expectParses(
      serializers.ClientFacingAppointment,
      (await svc.get(`/v3/order/${order.id}/phlebotomy/appointment`)).json,
    );
  });
});
