import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { AvailabilityQuery, AvailabilitySlots } from "@/lib/contract/appointment-booking";
import type { USAddress } from "@/lib/contract/phlebotomy";
import { zipPlace, zipTimeZone } from "@/lib/geo";
import type { ServiceDb } from "../db/client";
import { bookingSlots } from "../db/schema";
import { ServiceHttpError, unprocessable } from "../errors";
import { specTimeZone } from "./appointments";
import { calendarDay, isWeekend, isoDay, wallClock, zonedToUtc } from "./zoned-time";

type Tx = Pick<ServiceDb, "select" | "update" | "insert" | "delete">;
export type SlotRow = typeof bookingSlots.$inferSelect;

/** A key is good for this long: long enough to choose, short enough that stale screens re-ask. */
export const BOOKING_KEY_TTL_MINUTES = 15;
const DAYS_OFFERED = 5;
const FIRST_HOUR = 8;
const LAST_HOUR = 16;
/** A phlebotomist needs this much notice before a slot starts. */
const MIN_NOTICE_MS = 2 * 3600_000;
const MAX_DAYS_AHEAD = 90;

/** Start instants already booked at a ZIP (one phlebotomist per ZIP and hour). */
function takenStarts(db: Pick<ServiceDb, "select">, zip: string, starts: string[]) {
  if (starts.length === 0) return new Set<string>();
  const rows = db
    .select({ startAt: bookingSlots.startAt })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.zip, zip), inArray(bookingSlots.startAt, starts), isNotNull(bookingSlots.takenBy)))
    .all();
  return new Set(rows.map((r) => r.startAt));
}

/**
 * Hour-long weekday slots between 08:00 and 17:00 on the address's wall clock, for five business
 * days from `start_date` (today when absent), each with its own booking key. Slots too close to now
 * and slots already booked at the ZIP are left out.
 */
export function availability(
  db: ServiceDb,
  teamId: string,
  address: USAddress,
  q: AvailabilityQuery,
  now: Date,
): AvailabilitySlots {
  const zip = address.zip_code.slice(0, 5);
  const tz = specTimeZone(zipTimeZone(zip));
  // Booking places the draw where availability placed its slots (zipPlace in both), so every
  // slot offered here can be booked; a ZIP neither can place is refused here, before any slot.
  if (!tz || !zipPlace(zip)) throw unprocessable(["body", "zip_code"], `Unknown ZIP code ${address.zip_code}`);
  const today = wallClock(now, tz);
  let day = calendarDay(today.y, today.m, today.d);
  if (q.start_date) {
    const [y, m, d] = q.start_date.split("-").map(Number) as [number, number, number];
    const asked = calendarDay(y, m, d);
    if (asked.getTime() - day.getTime() > MAX_DAYS_AHEAD * 86_400_000) {
      throw unprocessable(["query", "start_date"], `Availability is offered at most ${MAX_DAYS_AHEAD} days ahead`);
    }
    if (asked > day) day = asked;
  }
  const days: { date: string; starts: Date[] }[] = [];
  while (days.length < DAYS_OFFERED) {
    if (!isWeekend(day)) {
      const starts: Date[] = [];
      for (let h = FIRST_HOUR; h <= LAST_HOUR; h++) {
        const start = zonedToUtc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), h, tz);
        if (start.getTime() - now.getTime() >= MIN_NOTICE_MS) starts.push(start);
      }
      days.push({ date: isoDay(day), starts });
    }
    day = new Date(day.getTime() + 86_400_000);
  }
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + BOOKING_KEY_TTL_MINUTES * 60_000).toISOString();
  const taken = takenStarts(
    db,
    zip,
    days.flatMap((d) => d.starts.map((s) => s.toISOString())),
  );
  const rows: SlotRow[] = [];
  const answer: AvailabilitySlots = { timezone: tz, slots: [] };
  for (const d of days) {
    const slots = d.starts
      .filter((s) => !taken.has(s.toISOString()))
      .map((s) => {
        const row: SlotRow = {
          bookingKey: `bk_${randomBytes(16).toString("hex")}`,
          teamId,
          address,
          zip,
          ianaTimezone: tz,
          startAt: s.toISOString(),
          endAt: new Date(s.getTime() + 3600_000).toISOString(),
          expiresAt,
          takenBy: null,
          createdAt: at,
        };
        rows.push(row);
        return {
          booking_key: row.bookingKey,
          start: row.startAt,
          end: row.endAt,
          expires_at: expiresAt,
          price: 0,
          is_priority: false,
          num_appointments_available: 1,
        };
      });
    answer.slots.push({ date: d.date, slots });
  }
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  db.transaction((tx) => {
    // Keys nobody used are only kept a day, so repeated availability calls do not pile up rows.
    tx.delete(bookingSlots)
      .where(and(isNull(bookingSlots.takenBy), lt(bookingSlots.expiresAt, dayAgo)))
      .run();
    for (let i = 0; i < rows.length; i += 100)
      tx.insert(bookingSlots)
        .values(rows.slice(i, i + 100))
        .run();
  });
  return answer;
}

/**
 * Takes the slot a key names for an appointment, inside the caller's transaction. Refuses a key
 * this team was never given (422), one that has expired (422) and one already taken, directly or
 * through another key for the same slot (409).
 */
export function takeSlot(tx: Tx, teamId: string, key: string, appointmentId: string, now: Date): SlotRow {
  const row = tx
    .select()
    .from(bookingSlots)
    .where(and(eq(bookingSlots.bookingKey, key), eq(bookingSlots.teamId, teamId)))
    .get();
  if (!row)
    throw unprocessable(["body", "booking_key"], "Unknown booking key: ask for availability and use one of its keys");
  if (row.takenBy) throw slotTaken();
  if (row.expiresAt <= now.toISOString()) {
    throw unprocessable(
      ["body", "booking_key"],
      `This booking key expired at ${row.expiresAt}: ask for availability again and choose a slot`,
      "expired",
    );
  }
  if (takenStarts(tx, row.zip, [row.startAt]).size > 0) throw slotTaken();
  const claimed = tx
    .update(bookingSlots)
    .set({ takenBy: appointmentId })
    .where(
      and(
        eq(bookingSlots.bookingKey, key),
        isNull(bookingSlots.takenBy),
        gt(bookingSlots.expiresAt, now.toISOString()),
      ),
    )
    .run().changes;
  if (claimed === 0) throw slotTaken();
  return row;
}

/** Gives back the slots an appointment held, so they are offered again. */
export function releaseSlots(tx: Tx, appointmentId: string) {
  tx.update(bookingSlots).set({ takenBy: null }).where(eq(bookingSlots.takenBy, appointmentId)).run();
}

const slotTaken = () =>
  new ServiceHttpError(409, "This slot has just been booked: ask for availability again and choose another slot");
