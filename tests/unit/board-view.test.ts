import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import type { BoardRow } from "@/lib/console/appointments/board-rows";
import {
  DEFAULT_BOARD_SORT,
  ALL_DATES,
  FROM_TODAY,
  boardPage,
  dayIn,
  displayZone,
  filterBoardRows,
  sortBoardRows,
  type BoardFilters,
} from "@/lib/console/appointments/board-view";
import { MERGED_STATUS_LABELS, mergeStatus, rawStatusText } from "@/lib/console/appointments/merged-status";
import { APPOINTMENT_EVENT_STATUSES, APPOINTMENT_STATUSES } from "@/lib/contract/enums";
import { boardParsers, userBoardParsers } from "@/lib/console/appointments/board-params";

const base: BoardRow = {
  orderId: "o",
  userId: "u",
  clientUserId: "c",
  patientName: null,
  orderStatus: "collecting_sample",
  provider: "getlabs",
  status: "confirmed",
  eventStatus: "scheduled",
  startAt: null,
  timeZone: "America/New_York",
  canReschedule: true,
  lastEventAt: null,
  lastEvent: null,
  tracked: false,
};
const row = (over: Partial<BoardRow>): BoardRow => ({ ...base, ...over });
const ids = (rows: BoardRow[]) => rows.map((r) => r.orderId);
const none: BoardFilters = { status: [], provider: [], from: null, to: null };

describe("the merged status", () => {
  // What `status` alone says; the one pair `event_status` refines is checked below.
  const byStatus: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
    pending: "Requested",
    reserved: "Slot held",
    confirmed: "Scheduled",
    in_progress: "Draw in progress",
    completed: "Draw completed",
    cancelled: "Cancelled",
  };

  it("reads every known pair as one plain status, keeping both raw values", () => {
    for (const status of APPOINTMENT_STATUSES) {
      for (const event of APPOINTMENT_EVENT_STATUSES) {
        const merged = mergeStatus(status, event);
        const expected =
          status === "confirmed" && event === "in_progress" ? "Phlebotomist on the way" : byStatus[status];
        expect(merged.label, `${status}/${event}`).toBe(expected);
        expect(merged.known).toBe(true);
        expect(merged.raw).toEqual({ status, eventStatus: event });
        expect(MERGED_STATUS_LABELS[merged.key as keyof typeof MERGED_STATUS_LABELS]).toBe(expected);
      }
    }
    expect(mergeStatus("confirmed", "in_progress").key).toBe("on_the_way");
    expect(rawStatusText(mergeStatus("confirmed", "scheduled"))).toBe("status confirmed · event_status scheduled");
  });

  it("shows unknown values as they came and keys them by the raw status", () => {
    expect(mergeStatus("on_hold_by_lab", "scheduled")).toMatchObject({
      key: "on_hold_by_lab",
      label: "on_hold_by_lab",
      known: false,
    });
    // An unknown event status does not hide a known status.
    expect(mergeStatus("completed", "sample_lost")).toMatchObject({ key: "completed", label: "Draw completed" });
    expect(mergeStatus("reserved", null).label).toBe("Slot held");
    expect(rawStatusText(mergeStatus("reserved", null))).toBe("status reserved · event_status none");
    // The board's own "not booked" word sent by a service is still shown as the service's value.
    expect(mergeStatus("not_booked", null)).toMatchObject({ key: "not_booked", label: "not_booked", known: false });
  });

  it("says when an order has no appointment", () => {
    expect(mergeStatus(null, null)).toMatchObject({ key: "not_booked", label: "Not booked", raw: null });
    expect(rawStatusText(mergeStatus(null, null))).toMatch(/No appointment/);
  });
});

describe("the board's view of its rows", () => {
  const rows = [
    row({ orderId: "a", status: "pending", provider: "quest" }),
    // 02:30 UTC on the 25th is still the 24th in New York.
    row({ orderId: "b", startAt: "2026-11-25T02:30:00.000Z", lastEventAt: "2026-11-20T00:00:00.000Z" }),
    row({
      orderId: "c",
      status: "on_hold_by_lab",
      startAt: "2026-11-30T15:00:00.000Z",
      lastEventAt: "2026-11-22T00:00:00.000Z",
    }),
    row({ orderId: "d", status: null, eventStatus: null, provider: null, timeZone: null }),
    row({ orderId: "e", eventStatus: "in_progress", startAt: "2026-11-23T15:00:00.000Z", timeZone: "Europe/Paris" }),
  ];
  const patientZone = (r: BoardRow) => displayZone(r, "patient", null);

  it("filters by merged status, provider and start day in the zone shown", () => {
    expect(ids(filterBoardRows(rows, { ...none, status: ["pending", "not_booked"] }, patientZone))).toEqual(["a", "d"]);
    expect(ids(filterBoardRows(rows, { ...none, status: ["on_the_way", "on_hold_by_lab"] }, patientZone))).toEqual([
      "c",
      "e",
    ]);
    expect(ids(filterBoardRows(rows, { ...none, provider: ["getlabs"] }, patientZone))).toEqual(["b", "c", "e"]);
    expect(ids(filterBoardRows(rows, { ...none, from: "2026-11-24", to: "2026-11-24" }, patientZone))).toEqual(["b"]);
    // On a UTC clock the same draw falls on the 25th.
    const utc = () => "Etc/UTC";
    expect(ids(filterBoardRows(rows, { ...none, from: "2026-11-24", to: "2026-11-24" }, utc))).toEqual([]);
    expect(ids(filterBoardRows(rows, { ...none, from: "2026-11-25" }, utc))).toEqual(["b", "c"]);
    expect(ids(filterBoardRows(rows, { ...none, to: "2026-11-23" }, patientZone))).toEqual(["e"]);
  });

  it("starts at today on the clock shown by default, keeping orders not booked yet; all dates shows every row", () => {
    // 23:00 UTC on the 24th: still the 24th in New York, already the 25th in Paris and Tokyo.
    const now = new Date("2026-11-24T23:00:00.000Z");
    const today = { ...none, from: FROM_TODAY };
    expect(ids(filterBoardRows(rows, today, patientZone, now))).toEqual(["a", "b", "c", "d"]);
    // On a Tokyo clock b (02:30 UTC on the 25th) is today too; e (the 23rd) is past on any clock.
    expect(ids(filterBoardRows(rows, today, () => "Asia/Tokyo", now))).toEqual(["a", "b", "c", "d"]);
    expect(ids(filterBoardRows(rows, today, () => "Asia/Tokyo", new Date("2026-11-25T15:00:00.000Z")))).toEqual([
      "a",
      "c",
      "d",
    ]);
    expect(ids(filterBoardRows(rows, { ...none, from: ALL_DATES }, patientZone, now))).toEqual(ids(rows));
    // "To" still needs a day to compare: rows without a start drop out.
    expect(ids(filterBoardRows(rows, { ...today, to: "2026-11-29" }, patientZone, now))).toEqual(["b"]);
  });

  it("reads days on the patient's clock until the viewer's zone is known", () => {
    expect(displayZone(rows[1]!, "mine", null)).toBe("America/New_York");
    expect(displayZone(rows[1]!, "mine", "Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(displayZone(rows[1]!, "patient", "Asia/Tokyo")).toBe("America/New_York");
    expect(displayZone(rows[3]!, "patient", null)).toBe("Etc/UTC");
    expect(dayIn("2026-11-25T02:30:00.000Z", "Not/A_Zone")).toBe("2026-11-25");
    expect(dayIn("not a date", "Etc/UTC")).toBeNull();
  });

  it("sorts by start, soonest first by default, rows without a time last in both directions", () => {
    expect(ids(sortBoardRows(rows, DEFAULT_BOARD_SORT))).toEqual(["e", "b", "c", "a", "d"]);
    expect(ids(sortBoardRows(rows, { id: "startAt", desc: true }))).toEqual(["c", "b", "e", "a", "d"]);
    expect(ids(sortBoardRows(rows, { id: "lastEventAt", desc: true }))).toEqual(["c", "b", "a", "d", "e"]);
  });

  it("cuts one page of the filtered, sorted rows and counts all that match", () => {
    const q = { filters: none, sort: DEFAULT_BOARD_SORT, size: 2 };
    expect(boardPage(rows, { ...q, page: 1 }, patientZone)).toMatchObject({ total: 5, pageCount: 3 });
    expect(ids(boardPage(rows, { ...q, page: 1 }, patientZone).rows)).toEqual(["e", "b"]);
    expect(ids(boardPage(rows, { ...q, page: 3 }, patientZone).rows)).toEqual(["d"]);
    expect(boardPage(rows, { ...q, page: 9 }, patientZone).rows).toEqual([]);
    const filtered = boardPage(rows, { ...q, page: 1, filters: { ...none, provider: ["quest"] } }, patientZone);
    expect(filtered).toMatchObject({ total: 1, pageCount: 1 });
    expect(boardPage([], { ...q, page: 1 }, patientZone).pageCount).toBe(1);
  });
});

describe("the board's URL", () => {
  const load = createLoader(boardParsers);
  const serialize = createSerializer(boardParsers);

  it("reads filters, sort, page and zone, and writes them back the same way", () => {
    const query =
      "?status=pending,on_the_way&provider=quest&from=2026-11-24&to=2026-11-30&sort=startAt.desc&page=2&size=50&tz=mine";
    const params = load(query);
    expect(params).toMatchObject({
      status: ["pending", "on_the_way"],
      provider: ["quest"],
      from: "2026-11-24",
      to: "2026-11-30",
      sort: { id: "startAt", desc: true },
      page: 2,
      size: 50,
      tz: "mine",
    });
    const written = new URLSearchParams(serialize(params).slice(1));
    expect(load(`?${written}`)).toEqual(params);
  });

  it("starts the board at today unless the link says all dates; a user's board shows all by default", () => {
    expect(load("").from).toBe(FROM_TODAY);
    expect(load("?from=all").from).toBe(ALL_DATES);
    expect(serialize({ from: FROM_TODAY })).toBe("");
    expect(serialize({ from: ALL_DATES })).toBe("?from=all");
    expect(createLoader(userBoardParsers)("").from).toBe(ALL_DATES);
    expect(createSerializer(userBoardParsers)({ from: FROM_TODAY })).toBe("?from=today");
  });

  it("falls back to defaults for garbage instead of failing the page", () => {
    // Only the columns the board sorts by are taken from a link.
    expect(load("?sort=lastEventAt.desc").sort).toEqual({ id: "lastEventAt", desc: true });
    expect(load("?sort=patientName.desc").sort).toBeNull();
    expect(load("?size=500").size).toBe(500);
    expect(load("?from=2026-02-30&to=yesterday&tz=mars&page=0&size=100000")).toMatchObject({
      status: [],
      provider: [],
      from: FROM_TODAY,
      to: null,
      tz: "patient",
      page: 1,
      size: 25,
      sort: null,
    });
  });
});
