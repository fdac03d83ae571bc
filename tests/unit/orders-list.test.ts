import { describe, expect, it } from "vitest";
import { describeOrdersParams, toOrdersFilter, toOrdersSort } from "@/lib/console/orders-list/query";
import { orderCsvCells, orderCsvHeader, testsText, toOrderListRow } from "@/lib/console/orders-list/rows";
import { csvLine } from "@/lib/csv";
import type { LabelledRow } from "@/lib/console/store/board-projection";
import { hasOrdersFilters, ordersListParamsCache, type OrdersListParams } from "@/lib/console/orders-list/params";

/** The orders list's pure parts: what its URL asks of the store, and each row and CSV line per role. */
const parse = (query: Record<string, string>) => ordersListParamsCache.parse(Promise.resolve(query));

const projected: LabelledRow = {
  orderId: "o1",
  userId: "u1",
  orderStatus: "sample_with_lab",
  orderAt: "2026-11-23T11:00:00.000Z",
  orderSequence: 3,
  collectionMethod: "testkit",
  orderCreatedAt: "2026-11-20T09:00:00.000Z",
  labSlug: "quest",
  labName: "Quest Diagnostics",
  testName: "Lipid panel",
  testCount: 3,
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
  appointmentCheckedAt: null,
  resultInterpretation: "critical",
  resultAt: "2026-11-23T12:00:00.000Z",
  updatedAt: "2026-11-23T12:00:01.000Z",
  labels: { clientUserId: "patient-7", hasDetails: true, firstName: "Ana", lastName: "O'Neil" },
};

describe("the orders list's URL", () => {
  it("reads filters and sort, and drops what the server cannot honour", async () => {
    const p = await parse({
      status: "sample_with_lab",
      method: "testkit",
      lab: "quest",
      flag: "flagged",
      from: "2026-11-01",
      to: "2026-11-30",
      user: "  patient-7 ",
      sort: "updated.asc",
      page: "2",
      size: "100",
    });
    expect(p).toMatchObject({ page: 2, size: 100, sort: { id: "updated", desc: false } });
    expect(toOrdersFilter(p, "America/New_York")).toEqual({
      statuses: ["sample_with_lab"],
      methods: ["testkit"],
      labSlug: "quest",
      flags: ["critical", "abnormal"],
      // The viewer's days: midnight in New York, through the end of the 30th there.
      createdFrom: "2026-11-01T04:00:00.000Z",
      createdBefore: "2026-12-01T05:00:00.000Z",
      user: "patient-7",
    });
    expect(toOrdersSort(p)).toEqual({ id: "updated", desc: false });
    expect(hasOrdersFilters(p)).toBe(true);
  });

  it("defaults to newest created first, 50 a page, with no filter; garbage is ignored, unknown values kept", async () => {
    const p = await parse({ sort: "name.asc", from: "2026-02-30", page: "zero", status: "on_hold" });
    expect(p).toMatchObject({ page: 1, size: 50, from: null });
    expect(toOrdersSort(p)).toEqual({ id: "created", desc: true });
    // A status the console does not know is asked for as sent: the service may have added it.
    expect(toOrdersFilter(p, "UTC")).toMatchObject({ statuses: ["on_hold"], flags: undefined, user: undefined });
    expect(hasOrdersFilters(await parse({}))).toBe(false);
  });

  it("describes the filters for the audit record, with the zone when dates were given", async () => {
    const p = (await parse({ method: "walk_in_test", from: "2026-11-01" })) as OrdersListParams;
    expect(describeOrdersParams(p, "Europe/Paris")).toBe(
      "filters: method=walk_in_test, from=2026-11-01, zone=Europe/Paris",
    );
    expect(describeOrdersParams(await parse({}), "UTC")).toBe("no filters");
  });
});

describe("a row and its CSV line, per role", () => {
  it("carries the name only for a role that sees names", () => {
    expect(toOrderListRow(projected, true)).toMatchObject({ patientName: "Ana O'Neil", clientUserId: "patient-7" });
    expect(toOrderListRow(projected, false).patientName).toBeNull();
    // No patient details in the index: no name, whoever asks.
    expect(
      toOrderListRow({ ...projected, labels: { ...projected.labels, hasDetails: false } }, true).patientName,
    ).toBeNull();
  });

  it("writes a patient_name column only for a role that sees names", () => {
    const withNames = orderCsvHeader(true);
    const without = orderCsvHeader(false);
    expect(withNames).toContain("patient_name");
    expect(without).not.toContain("patient_name");
    const named = orderCsvCells(toOrderListRow(projected, true), true);
    const bare = orderCsvCells(toOrderListRow(projected, false), false);
    expect(named).toHaveLength(withNames.length);
    expect(bare).toHaveLength(without.length);
    expect(Object.fromEntries(withNames.map((h, i) => [h, named[i]]))).toMatchObject({
      patient_name: "Ana O'Neil",
      status: "sample_with_lab",
      collection_method: "testkit",
      lab: "Quest Diagnostics",
      tests: "Lipid panel + 2 more",
      flag: "critical",
      created_at: "2026-11-20T09:00:00.000Z",
      updated_at: "2026-11-23T11:00:00.000Z",
    });
    expect(csvLine(bare)).not.toMatch(/Ana|O'Neil/);
  });

  it("names the tests as the service sent them", () => {
    expect(testsText({ testName: "Lipid panel", testCount: 1 })).toBe("Lipid panel");
    expect(testsText({ testName: "Lipid panel", testCount: null })).toBe("Lipid panel");
    expect(testsText({ testName: null, testCount: 2 })).toBe("2 tests");
    expect(testsText({ testName: null, testCount: null })).toBeNull();
  });
});
