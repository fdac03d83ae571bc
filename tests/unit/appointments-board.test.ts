import { describe, expect, it } from "vitest";
import { changedSince, countByStatus, toBoardRow, type BoardRow } from "@/lib/console/appointments/board-rows";
import { slotSearchForm, toServiceAddress } from "@/lib/console/appointments/schemas";
import { agoText, formatInZone, humanize } from "@/lib/console/appointments/format";
import { canBook } from "@/lib/console/orders/load";
import type { ProjectedRow } from "@/lib/console/store/board-projection";

/** A projected at-home order with a booked draw, as the events or a reconciliation pass leave it. */
const projected: ProjectedRow = {
  orderId: "o1",
  userId: "u1",
  orderStatus: "collecting_sample",
  orderAt: "2026-11-23T11:00:00.000Z",
  orderSequence: 2,
  collectionMethod: "at_home_phlebotomy",
  orderCreatedAt: "2026-11-23T09:00:00.000Z",
  labSlug: "quest",
  labName: "Quest Diagnostics",
  testName: "Metabolic panel",
  testCount: 1,
  appointmentId: "a1",
  appointmentStatus: "confirmed",
  appointmentEventStatus: "scheduled",
  appointmentStartAt: "2026-11-24T15:00:00.000Z",
  appointmentEndAt: "2026-11-24T15:30:00.000Z",
  appointmentProvider: "getlabs",
  appointmentTimeZone: "America/New_York",
  appointmentCanReschedule: true,
  appointmentLastEvent: "scheduled",
  appointmentAt: "2026-11-23T11:00:00.000Z",
  appointmentSequence: 2,
  appointmentCheckedAt: null,
  resultInterpretation: null,
  resultAt: null,
  updatedAt: "2026-11-23T11:00:01.000Z",
};
const notBooked: ProjectedRow = {
  ...projected,
  orderStatus: "received",
  appointmentId: null,
  appointmentStatus: null,
  appointmentEventStatus: null,
  appointmentStartAt: null,
  appointmentEndAt: null,
  appointmentProvider: null,
  appointmentTimeZone: null,
  appointmentCanReschedule: null,
  appointmentLastEvent: null,
  appointmentAt: null,
  appointmentSequence: null,
};

const row = (over: Partial<BoardRow>): BoardRow => ({
  ...toBoardRow(projected, { phi: false, clientUserId: "c1", tracked: false }),
  ...over,
});

describe("toBoardRow", () => {
  it("reads the projected appointment and its last event, and drops the name unless the role sees PHI", () => {
    const opts = { clientUserId: "c1", indexedName: "Sandra Sanchez", tracked: true };
    expect(toBoardRow(projected, { ...opts, phi: false })).toEqual({
      orderId: "o1",
      userId: "u1",
      clientUserId: "c1",
      patientName: null,
      orderStatus: "collecting_sample",
      provider: "getlabs",
      status: "confirmed",
      eventStatus: "scheduled",
      startAt: "2026-11-24T15:00:00.000Z",
      timeZone: "America/New_York",
      canReschedule: true,
      lastEvent: "scheduled",
      lastEventAt: "2026-11-23T11:00:00.000Z",
      tracked: true,
    });
    // The name is the user index's, for roles that see PHI only: the projection holds none.
    expect(toBoardRow(projected, { ...opts, phi: true }).patientName).toBe("Sandra Sanchez");
    expect(toBoardRow(projected, { ...opts, indexedName: null, phi: true }).patientName).toBeNull();
  });

  it("reads an order without an appointment as not booked, and an order the events have not described yet as unknown", () => {
    expect(toBoardRow(notBooked, { phi: false, clientUserId: null, tracked: false })).toMatchObject({
      orderStatus: "received",
      status: null,
      provider: null,
      canReschedule: null,
      lastEvent: null,
      lastEventAt: null,
    });
    expect(
      toBoardRow({ ...projected, orderStatus: null }, { phi: false, clientUserId: null, tracked: false }),
    ).toMatchObject({
      orderStatus: "unknown",
      status: "confirmed",
    });
  });
});

describe("board filters, counts and changes", () => {
  const rows = [
    row({ orderId: "a", status: "pending", provider: "quest", startAt: null }),
    row({ orderId: "b", status: "confirmed", startAt: "2026-11-24T15:00:00.000Z" }),
    row({ orderId: "c", status: "on_hold_by_lab", startAt: "2026-11-30T15:00:00.000Z" }),
    row({ orderId: "d", status: null, provider: null, startAt: null }),
  ];

  it("counts per merged status in lifecycle order, unbooked orders first and unknown values last", () => {
    expect(countByStatus([...rows, row({ orderId: "e", status: "confirmed", eventStatus: "in_progress" })])).toEqual([
      ["not_booked", 1],
      ["pending", 1],
      ["confirmed", 1],
      ["on_the_way", 1],
      ["on_hold_by_lab", 1],
    ]);
  });

  it("marks rows whose status, event or last event moved since the previous fetch", () => {
    expect(changedSince(null, rows).size).toBe(0);
    const next = [
      rows[0]!,
      { ...rows[1]!, status: "in_progress", eventStatus: "in_progress" },
      rows[2]!,
      row({ orderId: "e" }),
    ];
    expect([...changedSince(rows, next)].sort()).toEqual(["b", "e"]);
  });
});

describe("booking schema", () => {
  const address = {
    first_line: "1 Main St",
    second_line: "",
    city: "Boston",
    state: "MA",
    zip_code: "02108",
    unit: "",
    access_notes: "",
  };

  it("refuses a ZIP that is not a US ZIP, at its field", () => {
    const bad = slotSearchForm.safeParse({ address: { ...address, zip_code: "0210" } });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["address.zip_code"]);
    expect(slotSearchForm.safeParse({ address }).success).toBe(true);
  });

  it("sends empty optional lines as null", () => {
    const parsed = slotSearchForm.parse({ address });
    expect(toServiceAddress(parsed.address)).toMatchObject({ second_line: null, unit: null, access_notes: null });
  });
});

describe("helpers", () => {
  it("formats in the appointment's zone and in another", () => {
    expect(formatInZone("2026-11-24T15:00:00.000Z", "America/New_York")).toBe("Nov 24, 2026, 10:00 AM EST");
    expect(formatInZone("2026-11-24T15:00:00.000Z", "America/Los_Angeles")).toBe("Nov 24, 2026, 7:00 AM PST");
    expect(formatInZone(null, "America/New_York")).toBe("Not scheduled yet");
    expect(formatInZone("2026-11-24T15:00:00.000Z", "Not/AZone")).toBe("Nov 24, 2026, 3:00 PM UTC");
  });

  it("keeps unknown statuses readable", () => {
    expect(humanize("in_progress")).toBe("In progress");
    expect(humanize("on_hold_by_lab")).toBe("On hold by lab");
    expect(agoText(12.4)).toBe("12 s ago");
    expect(agoText(125)).toBe("2 min ago");
  });

  it("books only at-home orders that are not final and have no live appointment", () => {
    const atHome = { collectionMethod: "at_home_phlebotomy", status: "received" };
    expect(canBook(atHome, null)).toBe(true);
    expect(canBook(atHome, { status: "cancelled" })).toBe(true);
    expect(canBook(atHome, { status: "pending" })).toBe(false);
    expect(canBook({ ...atHome, status: "completed" }, null)).toBe(false);
    expect(canBook({ ...atHome, collectionMethod: "walk_in_test" }, null)).toBe(false);
  });
});
