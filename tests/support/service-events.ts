import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { signedHeaders } from "@/lib/webhooks/signing";
import { TEST_PATIENT } from "./service-harness";

/**
 * Events in the real service's shapes (the vendor SDK's `ClientFacingOrderChanged` and
 * `ClientFacingAppointmentChanged`), carrying a patient's details as the real ones do, and
 * deliveries of them signed with the real library.
 */
export const ORDER_ID = "0b6f8f6e-3c1e-4f51-9d0a-6c1b3c3e9a01";
export const USER_ID = "5ef4b968-7417-4828-9e4a-89838be5c992";
const TEAM_ID = "932c4875-bcc7-4780-b2c6-0484386581ee";

/** The envelope every event of the service comes in, around its `data`. */
const envelope = <T>(type: string, data: T) => ({
  event_type: type,
  user_id: USER_ID,
  client_user_id: "patient-42",
  team_id: TEAM_ID,
  data,
});

export function orderEvent(status: string, at: string, steps = 1, type = "labtest.order.updated") {
  return envelope(type, {
    id: ORDER_ID,
    team_id: TEAM_ID,
    user_id: USER_ID,
    ...TEST_PATIENT,
    lab_test: { id: "t1", name: "Lipid panel", slug: "lipid_panel", method: "at_home_phlebotomy" },
    details: { type: "at_home_phlebotomy", data: { id: "d1", created_at: at, updated_at: at } },
    sample_id: null,
    notes: "Patient prefers mornings",
    status,
    events: Array.from({ length: steps }, (_, i) => ({
      id: i + 1,
      created_at: at,
      status: `${status}.at_home_phlebotomy.step${i}`,
    })),
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: at,
  });
}

export function appointmentEvent(status: string, eventTimes: string[], type = "labtest.appointment.updated") {
  return envelope(type, {
    id: "a7f1c2d3-0000-4000-8000-000000000001",
    user_id: USER_ID,
    order_id: ORDER_ID,
    address: { ...TEST_PATIENT.patient_address, access_notes: "Gate code 1234" },
    location: { lng: -73.99, lat: 40.75 },
    start_at: "2026-02-01T14:00:00.000Z",
    end_at: "2026-02-01T15:00:00.000Z",
    type: "phlebotomy",
    provider: "getlabs",
    status,
    provider_id: "getlabs-1",
    can_reschedule: true,
    event_status: status,
    events: eventTimes.map((t) => ({ created_at: t, status, data: { notes: "Ring twice" } })),
    appointment_notes: "Ring twice",
  });
}

/** A POST of `body` to the endpoint, signed with `secret` at `at` under the delivery id `id`. */
export function delivery(
  secret: string,
  body: unknown,
  opts: { id?: string; at?: Date; headers?: Record<string, string> } = {},
) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const headers = signedHeaders(secret, opts.id ?? `msg_${randomUUID()}`, opts.at ?? new Date(), text);
  return new NextRequest("http://console.test/webhooks/service", {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "webhook-test", ...headers, ...opts.headers },
    body: text,
  });
}
