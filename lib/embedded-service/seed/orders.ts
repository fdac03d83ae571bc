import { asc, count, eq } from "drizzle-orm";
import { APPOINTMENT_PROVIDERS } from "@/lib/contract/enums";
import type { ServiceDb } from "../db/client";
import { appointmentEvents, appointments, labTests, orders, userInfo, users } from "../db/schema";
import { zipLocation, zipTimeZone } from "@/lib/geo";
import { businessWindow } from "../jobs/appointment-lifecycle";
import {
  APPOINTMENT_STEPS,
  DRAW_MINUTES,
  providerIds,
  specTimeZone,
  type AppointmentStatus,
} from "../store/appointments";
import { createRandom, type Random } from "./random";
import { repeatVisitOrders } from "./repeat-orders";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ORDER_COUNT = 240;
/** At-home orders cycle through these, so every appointment status (and "not booked yet") is present. */
const AT_HOME_KINDS = [
  "pending",
  "reserved",
  "confirmed",
  "in_progress",
  "completed",
  "cancelled",
  "completed",
  "confirmed",
  "none",
  "completed",
] as const;
type Kind = (typeof AT_HOME_KINDS)[number];
const PATH: AppointmentStatus[] = ["pending", "reserved", "confirmed", "in_progress", "completed"];
const NOTES = [
  "Dog in the yard, please knock.",
  "Gate code 4412.",
  "Patient is a hard stick; butterfly needle preferred.",
  "Call on arrival.",
];

type Info = Record<"first_name" | "last_name" | "dob" | "gender" | "phone_number" | "email", string> & {
  address: Record<string, unknown> & { zip_code: string };
};
type Patient = { seq: number; id: string; info: Info; zip: string };
/** A step of an order's history: its top-level status, and the compound event when it is not the usual one. */
type Step = { status: string; at: number; event?: string };

const iso = (ms: number) => new Date(ms).toISOString();
const orderEvents = (steps: Step[]) =>
  steps.map((s, i) => ({ id: i + 1, created_at: iso(s.at), status: s.event ?? s.status }));

function isPatientInfo(info: Record<string, unknown>): info is Info {
  const a = info.address as Record<string, unknown> | undefined;
  return (
    ["first_name", "last_name", "dob", "gender", "phone_number", "email"].every((k) => typeof info[k] === "string") &&
    typeof a?.zip_code === "string"
  );
}

/** Walk-in and test-kit orders: a status by age, and the history that leads to it. */
function labOnlyHistory(rnd: Random, created: number, now: number, testkit: boolean): Step[] {
  const steps: Step[] = [{ status: "received", at: created }];
  const ageDays = (now - created) / DAY;
  if (ageDays < 2 || rnd.chance(0.12)) return steps;
  if (rnd.chance(0.06)) return [...steps, { status: "cancelled", at: created + rnd.int(1, 24) * HOUR }];
  let at = created;
  const push = (status: string, maxDays: number) =>
    steps.push({ status, at: (at = Math.min(now - HOUR, at + rnd.int(6, maxDays * 24) * HOUR)) });
  if (testkit) push("collecting_sample", 2);
  push("sample_with_lab", 3);
  if (ageDays > 7) push(rnd.chance(0.05) ? "failed" : "completed", 3);
  return steps;
}

/** An at-home appointment of the given kind: its own events and times, coherent with `now`. */
function appointmentPlan(rnd: Random, kind: Exclude<Kind, "none">, now: number, tz: string | null) {
  const target: AppointmentStatus =
    kind === "cancelled" ? rnd.pick(["pending", "confirmed", "in_progress"] as const) : kind;
  let window: { startAt: string; endAt: string } | null = null;
  let requested: number;
  if (kind === "pending") requested = now - rnd.int(5, 300) * MIN;
  else if (kind === "reserved") requested = now - rnd.int(6, 24) * HOUR;
  else if (kind === "confirmed" || (kind === "cancelled" && target === "pending"))
    requested = now - rnd.int(24, 72) * HOUR;
  else if (kind === "in_progress") requested = now - rnd.int(2, 4) * DAY;
  else {
    window = businessWindow(new Date(now), tz, { days: -rnd.int(2, 80), hour: rnd.int(8, 16) });
    requested = Date.parse(window.startAt) - rnd.int(2, 5) * DAY;
  }
  if (kind === "confirmed") window = businessWindow(new Date(now), tz, { days: rnd.int(1, 4), hour: rnd.int(8, 16) });
  if (kind === "in_progress") {
    const start = now - rnd.int(5, 40) * MIN;
    window = { startAt: iso(start), endAt: iso(start + HOUR) };
  }
  const steps: (Step & { status: AppointmentStatus })[] = [];
  const start = window ? Date.parse(window.startAt) : now;
  const times: Record<AppointmentStatus, number> = {
    pending: requested,
    reserved: requested + rnd.int(20, 180) * MIN,
    confirmed: requested + rnd.int(4, 8) * HOUR,
    in_progress: start + rnd.int(0, 4) * MIN,
    completed: start + rnd.int(25, 55) * MIN,
    cancelled: 0,
  };
  for (const s of PATH) {
    steps.push({ status: s, at: times[s] });
    if (s === target) break;
  }
  if (kind === "cancelled")
    steps.push({ status: "cancelled", at: Math.min(now - MIN, steps.at(-1)!.at + rnd.int(10, 600) * MIN) });
  return { status: steps.at(-1)!.status, steps, window, requested };
}

/**
 * When the lifecycle simulator takes a seeded appointment's next step, so the demo moves on like a
 * booked one: a booked draw starts at its slot and completes a draw's length later, a request is
 * reserved and confirmed within hours, and a finished draw's results come in days after it. Drawn
 * from the appointment id, not the seed's sequence, so the rest of the demo data stays as it was.
 */
function seededNextStep(
  id: string,
  plan: { status: AppointmentStatus; window: { startAt: string } | null },
  history: Step[],
  now: number,
): string | null {
  const rnd = createRandom(`next-step:${id}`);
  const start = plan.window ? Date.parse(plan.window.startAt) : now;
  switch (plan.status) {
    case "pending":
    case "reserved":
      return iso(now + rnd.int(60, 360) * MIN);
    case "confirmed":
      return iso(start);
    case "in_progress":
      return iso(Math.max(now + MIN, start + DRAW_MINUTES * MIN));
    case "completed":
      // Orders already completed have their results; the others get them a few days after the draw.
      return history.at(-1)!.status === "completed"
        ? null
        : iso(Math.max(now + HOUR, history.at(-1)!.at + rnd.int(2, 4) * DAY));
    default:
      return null;
  }
}

/**
 * Demo lab orders for a team's patients: ORDER_COUNT orders (45 % at home, the rest walk-in or test
 * kit), at-home ones with appointments in every status and a few not booked yet, plus earlier visits
 * of a few returning patients (see repeatVisitOrders). The lifecycle
 * simulator moves the in-flight ones on by their own times (see seededNextStep). Skips a team that
 * already has orders; deterministic for a team id.
 */
export function seedDemoOrdersAndAppointments(
  db: ServiceDb,
  teamId: string,
  now: Date,
): { orders: number; appointments: number } {
  if ((db.select({ n: count() }).from(orders).where(eq(orders.teamId, teamId)).get()?.n ?? 0) > 0)
    return { orders: 0, appointments: 0 };
  const rows = db
    .select({ seq: users.seq, id: users.id, createdOn: users.createdOn, info: userInfo.info })
    .from(users)
    .innerJoin(userInfo, eq(userInfo.userSeq, users.seq))
    .where(eq(users.teamId, teamId))
    .orderBy(asc(users.seq))
    .all();
  const t = now.getTime();
  const withInfo = rows.filter((r) => isPatientInfo(r.info)).map((r) => ({ ...r, info: r.info as Info }));
  // Orders go back 130 days; prefer patients who already existed then.
  const older = withInfo.filter((r) => Date.parse(r.createdOn) < t - 130 * DAY);
  const patients: Patient[] = (older.length > 0 ? older : withInfo).map((r) => ({
    seq: r.seq,
    id: r.id,
    info: r.info,
    zip: r.info.address.zip_code.slice(0, 5),
  }));
  const located = patients.filter((p) => zipLocation(p.zip));
  // Tests by collection method, then lab: an order asks one lab for tests made for its method.
  const catalogue = new Map<string, Map<number, string[]>>();
  for (const test of db
    .select({ id: labTests.id, labId: labTests.labId, method: labTests.method })
    .from(labTests)
    .orderBy(asc(labTests.seq))
    .all()) {
    for (const key of [test.method, "*"]) {
      const byLab = catalogue.get(key) ?? new Map<number, string[]>();
      byLab.set(test.labId, [...(byLab.get(test.labId) ?? []), test.id]);
      catalogue.set(key, byLab);
    }
  }
  if (patients.length === 0 || catalogue.size === 0) return { orders: 0, appointments: 0 };

  const rnd = createRandom(`demo-orders:${teamId}`);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const apptRows: (typeof appointments.$inferInsert)[] = [];
  const eventRows: (typeof appointmentEvents.$inferInsert)[] = [];
  let atHome = 0;
  for (let i = 0; i < ORDER_COUNT; i++) {
    const slot = i % 20;
    const method = slot < 9 && located.length > 0 ? "at_home_phlebotomy" : slot < 15 ? "walk_in_test" : "testkit";
    const patient = rnd.pick(method === "at_home_phlebotomy" ? located : patients);
    const byLab = catalogue.get(method) ?? catalogue.get("*")!;
    const labId = rnd.pick([...byLab.keys()]);
    const tests = byLab.get(labId)!;
    const picked = [...new Set(Array.from({ length: rnd.int(1, Math.min(3, tests.length)) }, () => rnd.pick(tests)))];
    const id = rnd.uuid();
    const transactionId = rnd.uuid();
    let created = t - rnd.int(1, 120 * 24) * HOUR;
    let history: Step[];
    if (method !== "at_home_phlebotomy") history = labOnlyHistory(rnd, created, t, method === "testkit");
    else {
      const kind = AT_HOME_KINDS[atHome++ % AT_HOME_KINDS.length]!;
      if (kind === "none") {
        created = t - rnd.int(10, 72 * 60) * MIN;
        history = [{ status: "received", at: created }];
      } else {
        const tz = specTimeZone(zipTimeZone(patient.zip));
        const plan = appointmentPlan(rnd, kind, t, tz);
        created = plan.requested - rnd.int(10, 240) * MIN;
        const appointmentId = rnd.uuid();
        const orderStatus = (s: AppointmentStatus) => APPOINTMENT_STEPS[s].orderStatus;
        history = [
          { status: "received", at: created },
          { status: "collecting_sample", at: plan.requested },
        ];
        const last = plan.steps.at(-1)!;
        if (plan.status === "completed") {
          history.push({ status: orderStatus("completed"), at: last.at });
          if (last.at < t - 4 * DAY) history.push({ status: "completed", at: last.at + rnd.int(2, 4) * DAY });
        } else if (plan.status === "cancelled") {
          const { orderStatus: back, orderEvent } = APPOINTMENT_STEPS.cancelled;
          const cancelledToo = rnd.chance(0.5);
          history.push(
            cancelledToo ? { status: "cancelled", at: last.at } : { status: back, at: last.at, event: orderEvent },
          );
        }
        const provider = rnd.pick(APPOINTMENT_PROVIDERS);
        const ids = providerIds(provider, (n) => rnd.hex(n));
        const loc = zipLocation(patient.zip)!;
        const address = { ...patient.info.address, unit: null, access_notes: rnd.chance(0.2) ? rnd.pick(NOTES) : null };
        apptRows.push({
          id: appointmentId,
          teamId,
          orderId: id,
          userId: patient.id,
          address,
          lng: loc.lng,
          lat: loc.lat,
          startAt: plan.window?.startAt ?? null,
          endAt: plan.window?.endAt ?? null,
          type: "phlebotomy",
          provider,
          status: plan.status,
          eventStatus: APPOINTMENT_STEPS[plan.status].eventStatus,
          providerId: ids.providerId,
          canReschedule: ["pending", "reserved", "confirmed"].includes(plan.status),
          orderTransactionId: transactionId,
          ianaTimezone: tz,
          externalId: ids.externalId,
          appointmentNotes: rnd.chance(0.3) ? rnd.pick(NOTES) : null,
          eventData: plan.status === "cancelled" ? { cancellation_reason: "Patient asked to cancel" } : null,
          active: plan.status !== "cancelled",
          nextStepAt: seededNextStep(appointmentId, plan, history, t),
          createdAt: iso(plan.requested),
        });
        for (const s of plan.steps) {
          const data = {
            status: s.status,
            ...(s.status === "confirmed" &&
              plan.window && { start_at: plan.window.startAt, end_at: plan.window.endAt }),
          };
          eventRows.push({
            appointmentId,
            createdAt: iso(s.at),
            status: APPOINTMENT_STEPS[s.status].eventStatus,
            data,
          });
        }
      }
    }
    const updated = history.at(-1)!.at;
    orderRows.push({
      id,
      teamId,
      userSeq: patient.seq,
      labId,
      collectionMethod: method,
      status: history.at(-1)!.status,
      labTestIds: picked,
      patientDetails: {
        first_name: patient.info.first_name,
        last_name: patient.info.last_name,
        dob: patient.info.dob,
        gender: patient.info.gender,
        phone_number: patient.info.phone_number,
        email: patient.info.email,
      },
      patientAddress: patient.info.address,
      orderTransactionId: transactionId,
      idempotencyKey: null,
      events: orderEvents(history),
      createdAt: iso(created),
      updatedAt: iso(updated),
    });
  }
  orderRows.push(...repeatVisitOrders(orderRows, teamId));
  db.transaction((tx) => {
    for (let i = 0; i < orderRows.length; i += 100)
      tx.insert(orders)
        .values(orderRows.slice(i, i + 100))
        .run();
    for (let i = 0; i < apptRows.length; i += 100)
      tx.insert(appointments)
        .values(apptRows.slice(i, i + 100))
        .run();
    for (let i = 0; i < eventRows.length; i += 200)
      tx.insert(appointmentEvents)
        .values(eventRows.slice(i, i + 200))
        .run();
  });
  return { orders: orderRows.length, appointments: apptRows.length };
}
