import { describe, expect, it } from "vitest";
import {
  appointmentEventLabel,
  MERGED_STATUS_LABELS,
  MERGED_STATUS_OPTIONS,
  mergedStatusLabel,
  mergeStatus,
} from "@/lib/console/appointments/merged-status";
import { orderEventLabel, orderStatusLabel, orderStepLabel } from "@/lib/console/orders/order-status";
import { APPOINTMENT_EVENT_STATUSES, APPOINTMENT_STATUSES } from "@/lib/contract/enums";
import { ORDER_STATUSES, ORDER_STEPS } from "@/lib/contract/orders";
import { readOrderStatus } from "@/lib/service/read/orders";

/**
 * One vocabulary for an at-home draw: every status and event status of the contract reads as one
 * of the states' labels, the same words on the board's chips and rows, the order page's card,
 * its timeline and the order's history. A value added to the contract fails here until it has words.
 */
const STATE_LABELS = new Set<string>(Object.values(MERGED_STATUS_LABELS));
const noCode = (label: string) => expect(label, label).not.toMatch(/_/);

describe("the draw's vocabulary", () => {
  it("has one distinct label per state, and the filter offers exactly those", () => {
    expect(STATE_LABELS.size).toBe(Object.keys(MERGED_STATUS_LABELS).length);
    expect(MERGED_STATUS_OPTIONS.map((o) => o.label)).toEqual([...STATE_LABELS]);
    for (const label of STATE_LABELS) noCode(label);
  });

  it("reads every listed status and every listed event status as one of those labels", () => {
    for (const status of APPOINTMENT_STATUSES) expect(STATE_LABELS.has(mergeStatus(status, null).label)).toBe(true);
    for (const event of APPOINTMENT_EVENT_STATUSES) expect(STATE_LABELS.has(appointmentEventLabel(event))).toBe(true);
  });

  it("names a booked slot once: status confirmed and event scheduled read the same", () => {
    expect(mergeStatus("confirmed", "scheduled").label).toBe("Scheduled");
    expect(appointmentEventLabel("scheduled")).toBe("Scheduled");
    expect(mergedStatusLabel("confirmed")).toBe("Scheduled");
    // Each event reads as the state it moved the draw into.
    for (const status of ["pending", "reserved", "in_progress", "completed", "cancelled"] as const)
      expect(appointmentEventLabel(status)).toBe(mergeStatus(status, status).label);
  });

  it("tells the two waiting states apart in a word", () => {
    expect(mergeStatus("pending", "pending").label).toBe("Requested");
    expect(mergeStatus("reserved", "reserved").label).toBe("Slot held");
  });

  it("shows values it does not know exactly as sent", () => {
    expect(appointmentEventLabel("rescheduled_by_provider")).toBe("rescheduled_by_provider");
    expect(appointmentEventLabel("toString")).toBe("toString");
    expect(mergedStatusLabel("on_hold_by_lab")).toBe("on_hold_by_lab");
  });
});

describe("the order's vocabulary", () => {
  it("gives every listed order status and step written words", () => {
    for (const status of ORDER_STATUSES) noCode(orderStatusLabel(status));
    for (const step of ORDER_STEPS) {
      noCode(orderStepLabel(step, "testkit"));
      noCode(orderStepLabel(step, "at_home_phlebotomy"));
    }
  });

  it("reads an at-home order's appointment steps in the draw's words", () => {
    const label = (raw: string) => orderEventLabel(readOrderStatus(raw));
    expect(label("collecting_sample.at_home_phlebotomy.appointment_pending")).toBe("Collecting sample: draw requested");
    expect(label("collecting_sample.at_home_phlebotomy.appointment_scheduled")).toBe(
      "Collecting sample: draw scheduled",
    );
    expect(label("collecting_sample.at_home_phlebotomy.draw_completed")).toBe("Collecting sample: draw completed");
    expect(label("collecting_sample.walk_in_test.appointment_pending")).toBe(
      "Collecting sample: appointment requested",
    );
    expect(label("received.at_home_phlebotomy.ordered")).toBe("Received: ordered");
    expect(label("completed.testkit.completed")).toBe("Completed");
    expect(label("sample_with_lab")).toBe("Sample with lab");
  });

  it("shows an unknown status or step as sent", () => {
    expect(orderStatusLabel("on_hold")).toBe("on_hold");
    expect(orderEventLabel(readOrderStatus("on_hold.at_home_phlebotomy.waiting_for_lab"))).toBe(
      "on_hold: waiting_for_lab",
    );
  });
});
