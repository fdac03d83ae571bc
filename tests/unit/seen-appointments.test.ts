import { describe, expect, it } from "vitest";
import { earlierOf } from "@/lib/console/orders/appointment-record";
import { rememberAppointment, rememberedAppointments } from "@/lib/console/orders/seen-appointments";
import { appointmentReader } from "@/lib/service/read/appointments";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const appointment = (id: string, orderId: string, status: string) =>
  appointmentReader.parse({
    id,
    user_id: "u1",
    order_id: orderId,
    address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" },
    provider: "getlabs",
    status,
    can_reschedule: false,
    events: [{ created_at: `2026-11-0${id.slice(-1)}T10:00:00Z`, status }],
  });

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  it("remembers each appointment once, as last seen, per order", async () => {
    const db = await tempConsoleStore(dialect);
    await rememberAppointment(db, appointment("a1", "o1", "pending"));
    await rememberAppointment(db, appointment("a1", "o1", "cancelled"));
    await rememberAppointment(db, appointment("a2", "o1", "confirmed"));
    await rememberAppointment(db, appointment("a3", "o2", "pending"));
    const earlier = earlierOf(await rememberedAppointments(db, "o1"), "a2");
    expect(earlier.map((r) => [r.id, r.status])).toEqual([["a1", "cancelled"]]);
    expect(await rememberedAppointments(db, "o3")).toEqual([]);
  });
});
