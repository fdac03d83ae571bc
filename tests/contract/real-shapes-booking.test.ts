import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceClient, type ServiceClient } from "@/lib/service/client";
import { ServiceError } from "@/lib/service/errors";
import { BOTH_ADDRESS_FORMS, PATIENT_DETAILS } from "../support/real-shape/scene";
import { seedRealShapeScene } from "../support/real-shape/scene";
import { realShapedClientFetch } from "../support/real-shape/service";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Slot booking, rescheduling, cancelling and order cancelling through the console's client,
 * against a service that answers (and accepts bodies) exactly as the real one does: each call
 * must read the vendor SDK's shapes, and each body must pass its serializers.
 */
let svc: TestService;
let client: ServiceClient;
let orderId: string;
let secondOrder: string;
const serviceLog: string[] = [];
const forwarded: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  svc = await startTestService();
  const inner = async (req: Request) => {
    if (req.method !== "GET") {
      const body = await req
        .clone()
        .json()
        .catch(() => null);
      forwarded.push({ path: new URL(req.url).pathname, body });
    }
    return svc.app.fetch(req);
  };
  client = createServiceClient({
    baseUrl: "http://service.test",
    apiKey: svc.apiKey,
    fetch: realShapedClientFetch(inner, { log: (l) => serviceLog.push(l) }),
    retry: { maxAttempts: 1 },
    breaker: { threshold: Number.MAX_SAFE_INTEGER },
    log: () => {},
  });
  const scene = await seedRealShapeScene(svc);
  orderId = scene.orderId;
  const again = await svc.post("/v3/order", {
    user_id: scene.userId,
    patient_details: PATIENT_DETAILS,
    patient_address: BOTH_ADDRESS_FORMS,
    order_set: { lab_test_ids: [scene.labTestId] },
    collection_method: "at_home_phlebotomy",
  });
  secondOrder = (again.json.order?.id ?? again.json.id) as string;
});
afterAll(() => svc.close());

const openSlots = async () => (await client.appointmentAvailability(BOTH_ADDRESS_FORMS)).slots.flatMap((d) => d.slots);

describe("slot booking in the real shapes", () => {
  it("reads availability by day in the address's zone, each slot with a key", async () => {
    const answer = await client.appointmentAvailability(BOTH_ADDRESS_FORMS);
    expect(answer.timezone).toBe("America/New_York");
    expect(answer.slots.length).toBeGreaterThan(0);
    expect(answer.slots.flatMap((d) => d.slots)[0]).toMatchObject({ booking_key: expect.stringMatching(/^bk_/) });
    // Only the real address keys reach the service: no zip + country alongside zip_code.
    const body = forwarded.find((f) => f.path.endsWith("/availability"))!.body as Record<string, unknown>;
    expect(body).toMatchObject({ first_line: "1 Main St", zip_code: "10001" });
    expect(Object.keys(body)).not.toContain("zip");
    expect(Object.keys(body)).not.toContain("country");
  });

  it("books, reschedules and cancels with a listed reason", async () => {
    const [first, second] = await openSlots();
    const booked = await client.bookAppointment(orderId, first!.booking_key);
    expect(booked).toMatchObject({ status: "confirmed", start_at: expect.any(String) });
    expect(Date.parse(booked.start_at!)).toBe(Date.parse(first!.start));

    // The first slot is taken now: booking another order in it is the service's 409.
    const taken = await client.bookAppointment(secondOrder, first!.booking_key).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(ServiceError);
    expect((taken as ServiceError).status).toBe(409);

    const moved = await client.rescheduleAppointment(orderId, second!.booking_key);
    expect(Date.parse(moved.start_at!)).toBe(Date.parse(second!.start));
    expect(moved.events.at(-1)?.data).toMatchObject({ previous_start_at: booked.start_at });

    const reasons = await client.cancellationReasons();
    expect(reasons.length).toBeGreaterThan(0);
    const cancelled = await client.cancelAppointment(orderId, { cancellation_reason_id: reasons[0]!.id, notes: null });
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.events.at(-1)?.data).toMatchObject({ cancellation_reason: reasons[0]!.name });
  });

  it("cancels an order with its booked draw, and reads the refusal of a second cancel", async () => {
    const [slot] = await openSlots();
    await client.bookAppointment(secondOrder, slot!.booking_key);
    const order = await client.cancelOrder(secondOrder);
    expect(order).toMatchObject({ id: secondOrder, status: "cancelled" });
    expect((await client.getAppointment(secondOrder)).status).toBe("cancelled");
    const again = await client.cancelOrder(secondOrder).catch((e: unknown) => e);
    expect((again as ServiceError).status).toBe(400);
    expect((again as ServiceError).userMessage()).toContain("already cancelled");
    expect(serviceLog.filter((l) => /not a route|does not send/.test(l))).toEqual([]);
  });
});
