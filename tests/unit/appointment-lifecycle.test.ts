import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServiceDb, type ServiceDb } from "@/lib/embedded-service/db/client";
import { isNotNull } from "drizzle-orm";
import { appointments, labs, labTests } from "@/lib/embedded-service/db/schema";
import {
  bookedWindow,
  businessWindow,
  cancellationPoint,
  runAppointmentLifecycleOnce,
} from "@/lib/embedded-service/jobs/appointment-lifecycle";
import { createRandom } from "@/lib/embedded-service/seed/random";
import {
  DRAW_MINUTES,
  appointmentById,
  getAppointment,
  requestAppointment,
} from "@/lib/embedded-service/store/appointments";
import { createOrder, getOrder } from "@/lib/embedded-service/store/orders";
import { reportsPartialFirst } from "@/lib/embedded-service/store/partial-report";
import { createUser } from "@/lib/embedded-service/store/users";
import { createTeam } from "@/lib/embedded-service/teams";

const STEP = 90;
let dir: string;
let db: ServiceDb;
let teamId: string;
let userId: string;
let clock = new Date("2026-03-02T15:00:00Z");
const deps = () => ({ db, now: () => clock, lifecycleStepSeconds: STEP });
const tick = () => (clock = new Date(clock.getTime() + STEP * 1000));
/** When each appointment still in flight is next due. */
const dueTimes = () =>
  db
    .select({ at: appointments.nextStepAt })
    .from(appointments)
    .where(isNotNull(appointments.nextStepAt))
    .all()
    .map((r) => Date.parse(r.at!));

/** Deterministic appointment ids: one that completes and one for each point a cancellation can hit. */
function pickIds() {
  const rnd = createRandom("lifecycle-test");
  const want = new Map<string | null, string>();
  while (want.size < 4) {
    const id = rnd.uuid();
    const point = cancellationPoint(id);
    if (!want.has(point)) want.set(point, id);
  }
  return want;
}

function book(id: string, zip = "02108") {
  const order = createOrder(
    db,
    teamId,
    {
      user_id: userId,
      patient_details: {
        first_name: "Ada",
        last_name: "Lovelace",
        dob: "1980-01-01",
        gender: "female",
        phone_number: "+15555550100",
        email: "a@example.com",
      },
      patient_address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: zip },
      order_set: { lab_test_ids: ["fx-l-1"] },
      collection_method: "at_home_phlebotomy",
    },
    undefined,
    clock,
  ).order;
  const address = { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: zip };
  return requestAppointment(db, teamId, order.id, { address, provider: "getlabs" }, clock, STEP, id);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-lifecycle-"));
  db = openServiceDb(path.join(dir, "service.db"));
  teamId = createTeam(db, { name: "Lifecycle" }).team.id;
  userId = createUser(db, teamId, { client_user_id: "p1" }, clock).user_id;
  db.insert(labs).values({ id: 9301, slug: "fixture_lab_l", name: "Fixture Lab L" }).run();
  db.insert(labTests)
    .values({
      id: "fx-l-1",
      labId: 9301,
      slug: "cbc",
      name: "CBC",
      sampleType: "whole_blood",
      method: "at_home_phlebotomy",
      price: 20,
      markers: [],
    })
    .run();
});
afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("appointment lifecycle simulator", () => {
  it("cancels about one in ten, chosen by id", () => {
    const rnd = createRandom("share");
    const cancelled = Array.from({ length: 2000 }, () => cancellationPoint(rnd.uuid())).filter(Boolean).length;
    expect(cancelled / 2000).toBeGreaterThan(0.07);
    expect(cancelled / 2000).toBeLessThan(0.13);
  });

  it("walks every state on an advancing clock, appending an event per step", () => {
    const ids = pickIds();
    const booked = [...ids.values()].map((id) => book(id));
    const seen = new Map<string, string[]>(booked.map((a) => [a.id, [a.status]]));
    expect(runAppointmentLifecycleOnce(deps())).toBe(0); // nothing is due before one step has passed
    // When each status was first seen: a booked draw must not start before its slot.
    const reachedAt = new Map<string, Map<string, number>>(booked.map((a) => [a.id, new Map()]));
    for (let i = 0; i < 12; i++) {
      tick();
      let moved = runAppointmentLifecycleOnce(deps());
      if (moved === 0) {
        // The next step waits for the slot: jump the clock there, and nothing moves a second early.
        const due = dueTimes();
        if (due.length === 0) break;
        clock = new Date(Math.min(...due) - 1000);
        expect(runAppointmentLifecycleOnce(deps())).toBe(0);
        clock = new Date(Math.min(...due));
        moved = runAppointmentLifecycleOnce(deps());
        expect(moved).toBeGreaterThan(0);
      }
      expect(runAppointmentLifecycleOnce(deps())).toBe(0); // a second worker at the same instant finds nothing to claim
      for (const a of booked) {
        const now = appointmentById(db, a.id)!;
        if (seen.get(a.id)!.at(-1) !== now.status) {
          seen.get(a.id)!.push(now.status);
          reachedAt.get(a.id)!.set(now.status, clock.getTime());
        }
      }
    }
    expect(seen.get(ids.get(null)!)).toEqual(["pending", "reserved", "confirmed", "in_progress", "completed"]);
    expect(seen.get(ids.get("pending")!)).toEqual(["pending", "cancelled"]);
    expect(seen.get(ids.get("confirmed")!)).toEqual(["pending", "reserved", "confirmed", "cancelled"]);
    expect(seen.get(ids.get("in_progress")!)).toEqual(["pending", "reserved", "confirmed", "in_progress", "cancelled"]);

    const done = appointmentById(db, ids.get(null)!)!;
    expect(done.events.map((e) => e.status)).toEqual(["pending", "reserved", "scheduled", "in_progress", "completed"]);
    const slotStart = Date.parse(done.start_at!);
    expect(reachedAt.get(done.id)!.get("in_progress")).toBe(slotStart);
    expect(reachedAt.get(done.id)!.get("completed")).toBe(slotStart + DRAW_MINUTES * 60_000);
    expect(done).toMatchObject({ event_status: "completed", can_reschedule: false });
    const order = getOrder(db, teamId, done.order_id);
    expect(order.status).toBe("completed");
    // Half the labs send a partial report one step before the final one (chosen by the order's id).
    const partial = reportsPartialFirst(order.id) ? ["sample_with_lab.at_home_phlebotomy.partial_results"] : [];
    expect(order.events.map((e) => e.status)).toEqual([
      "received.at_home_phlebotomy.ordered",
      "collecting_sample.at_home_phlebotomy.appointment_pending",
      "collecting_sample.at_home_phlebotomy.draw_completed",
      ...partial,
      "completed.at_home_phlebotomy.completed",
    ]);

    const cancelled = appointmentById(db, ids.get("confirmed")!)!;
    expect(cancelled.events.map((e) => e.status)).toEqual(["pending", "reserved", "scheduled", "cancelled"]);
    expect(cancelled.start_at).not.toBeNull();
    expect(getOrder(db, teamId, cancelled.order_id).status).toBe("received");
    // No longer active: the order may book again, and until then GET shows the cancelled one.
    expect(getAppointment(db, teamId, cancelled.order_id).id).toBe(cancelled.id);
    const again = requestAppointment(
      db,
      teamId,
      cancelled.order_id,
      { address: cancelled.address, provider: "quest" },
      clock,
      STEP,
    );
    expect(getAppointment(db, teamId, cancelled.order_id).id).toBe(again.id);
  });

  it("books a one-hour weekday slot in business hours of the appointment's zone", () => {
    const local = (iso: string, tz: string) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: tz,
        hour: "numeric",
        hourCycle: "h23",
        weekday: "short",
        minute: "numeric",
      }).formatToParts(new Date(iso));
    for (const tz of ["America/New_York", "America/Los_Angeles", "Pacific/Honolulu"]) {
      for (let n = 0; n < 20; n++) {
        const from = new Date(Date.UTC(2026, 2, 1 + n, n % 24)); // crosses the March DST change
        const w = bookedWindow(`id-${n}`, from, tz);
        expect(Date.parse(w.endAt) - Date.parse(w.startAt)).toBe(3600_000);
        expect(Date.parse(w.startAt)).toBeGreaterThan(from.getTime());
        const parts = Object.fromEntries(local(w.startAt, tz).map((p) => [p.type, p.value]));
        expect(Number(parts.hour)).toBeGreaterThanOrEqual(8);
        expect(Number(parts.hour)).toBeLessThanOrEqual(16);
        expect(Number(parts.minute)).toBe(0);
        expect(["Sat", "Sun"]).not.toContain(parts.weekday);
      }
    }
    const past = businessWindow(new Date("2026-03-09T12:00:00Z"), "America/Chicago", { days: -1, hour: 9 }); // Monday → Friday
    expect(past.startAt).toBe("2026-03-06T15:00:00.000Z");
  });
});
