import { describe, expect, it } from "vitest";
import { ServiceError } from "@/lib/service/errors";
import { createdOrderReader, orderListReader, orderReader, readOrderStatus } from "@/lib/service/read/orders";
import { parseAnswer } from "@/lib/service/response";

/** Each test feeds the documented form and the real service's form of one difference and expects one view. */
const base = { id: "o-1", user_id: "u-1", created_at: "2026-11-01T10:00:00Z" };
const realLabTest = {
  id: "t-1",
  slug: "cbc",
  name: "CBC",
  sample_type: "serum",
  method: "at_home_phlebotomy",
  price: 28,
  is_active: true,
  status: "active",
  lab: {
    id: 1,
    slug: "quest",
    name: "Quest Diagnostics",
    first_line_address: "500 Plaza Drive",
    city: "Secaucus",
    zipcode: "07094",
    collection_methods: [],
    sample_types: [],
  },
};
const oldLabTest = {
  id: "t-1",
  slug: "cbc",
  name: "CBC",
  sample_type: "serum",
  method: "walk_in_test",
  fasting: false,
  lab_id: 1,
};
const call = { method: "GET", path: "/v3/order/o-1", requestId: "req-42" };

describe("order reader", () => {
  it("collection method: details.type, else lab_test.method, else the old top-level collection_method", () => {
    expect(
      orderReader.parse({ ...base, details: { type: "at_home_phlebotomy", data: null }, lab_test: realLabTest })
        .collectionMethod,
    ).toBe("at_home_phlebotomy");
    expect(orderReader.parse({ ...base, lab_test: realLabTest }).collectionMethod).toBe("at_home_phlebotomy");
    expect(orderReader.parse({ ...base, collection_method: "testkit" }).collectionMethod).toBe("testkit");
    expect(orderReader.parse(base).collectionMethod).toBe("unknown");
  });

  it("lab: from the full lab_test, else the old top-level lab", () => {
    expect(orderReader.parse({ ...base, lab_test: realLabTest }).lab).toEqual({
      id: 1,
      slug: "quest",
      name: "Quest Diagnostics",
    });
    expect(
      orderReader.parse({ ...base, lab_test: oldLabTest, lab: { id: 1, slug: "quest", name: "Quest" } }).lab,
    ).toEqual({ id: 1, slug: "quest", name: "Quest" });
    expect(orderReader.parse(base).lab).toBeNull();
  });

  it("lab tests: order_set when sent, else the one lab_test; a short or a full lab_test reads the same", () => {
    expect(orderReader.parse({ ...base, lab_test: realLabTest }).labTestIds).toEqual(["t-1"]);
    expect(
      orderReader.parse({ ...base, lab_test: oldLabTest, order_set: { lab_test_ids: ["t-1", "t-2"] } }).labTestIds,
    ).toEqual(["t-1", "t-2"]);
    const full = orderReader.parse({ ...base, lab_test: realLabTest }).labTest!;
    const short = orderReader.parse({ ...base, lab_test: oldLabTest }).labTest!;
    expect([full.name, full.labId, full.isActive]).toEqual(["CBC", 1, true]);
    expect([short.name, short.labId, short.isActive, short.price]).toEqual(["CBC", 1, null, null]);
  });

  it("patient address: zip_code ?? zip, country kept; an address without either ZIP reads as empty, not a failure", () => {
    const spec = { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" };
    const real = { first_line: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "US" };
    expect(orderReader.parse({ ...base, patient_address: spec }).patientAddress).toMatchObject({
      zip_code: "02108",
      country: null,
    });
    expect(orderReader.parse({ ...base, patient_address: real }).patientAddress).toMatchObject({
      zip_code: "02108",
      country: "US",
    });
    expect(orderReader.parse(base).patientAddress).toBeNull();
  });

  it("events: compound statuses keep the raw value and are split into their parts; plain and unknown ones are kept too", () => {
    const events = [
      { id: 1, created_at: "2026-11-01T10:00:00Z", status: "received.at_home_phlebotomy.ordered" },
      { id: 2, created_at: "2026-11-02T10:00:00Z", status: "collecting_sample" },
      { id: 3, created_at: "2026-11-03T10:00:00Z", status: "on_hold.at_home_phlebotomy.waiting_for_lab" },
    ];
    const view = orderReader.parse({ ...base, events });
    expect(view.events.map((e) => [e.raw, e.topLevel, e.method, e.step])).toEqual([
      ["received.at_home_phlebotomy.ordered", "received", "at_home_phlebotomy", "ordered"],
      ["collecting_sample", "collecting_sample", null, null],
      ["on_hold.at_home_phlebotomy.waiting_for_lab", "on_hold", "at_home_phlebotomy", "waiting_for_lab"],
    ]);
    expect(readOrderStatus("completed.testkit.completed")).toMatchObject({ topLevel: "completed", step: "completed" });
  });

  it("status: the top-level one when sent (optional in the real service), else the last event's top level", () => {
    expect(orderReader.parse({ ...base, status: "received" }).status).toBe("received");
    const events = [
      { id: 1, created_at: "2026-11-01T10:00:00Z", status: "collecting_sample.walk_in_test.appointment_pending" },
    ];
    expect(orderReader.parse({ ...base, events }).status).toBe("collecting_sample");
    expect(orderReader.parse(base).status).toBe("unknown");
  });

  it("appointment: details.data.appointment_id a string (booked), null (none) or absent (not said)", () => {
    const at = (data: unknown) =>
      orderReader.parse({ ...base, details: { type: "at_home_phlebotomy", data } }).appointmentId;
    expect(at({ id: "o-1", created_at: base.created_at, updated_at: base.created_at, appointment_id: "a-1" })).toBe(
      "a-1",
    );
    expect(
      at({ id: "o-1", created_at: base.created_at, updated_at: base.created_at, appointment_id: null }),
    ).toBeNull();
    expect(at({ id: "o-1", created_at: base.created_at, updated_at: base.created_at })).toBeUndefined();
    expect(at(null)).toBeUndefined();
  });

  it("the real fields has_abn, sample_id and notes are read; the old form without them still parses", () => {
    expect(orderReader.parse({ ...base, has_abn: true, sample_id: "S-1", notes: "rush" })).toMatchObject({
      hasAbn: true,
      sampleId: "S-1",
      notes: "rush",
    });
    expect(orderReader.parse(base)).toMatchObject({ hasAbn: null, sampleId: null, notes: null, patientName: null });
  });

  it("order creation: {order, status, message} and a bare order give the same view", () => {
    expect(createdOrderReader.parse({ order: base, status: "success", message: "Order created" })).toEqual(
      orderReader.parse(base),
    );
    expect(createdOrderReader.parse(base)).toEqual(orderReader.parse(base));
  });

  it("order list: total, page and size are optional in the real service", () => {
    expect(orderListReader.parse({ orders: [base] })).toMatchObject({ total: null, page: null, size: null });
    expect(orderListReader.parse({ orders: [base], total: 7, page: 1, size: 50 })).toMatchObject({
      total: 7,
      page: 1,
      size: 50,
    });
  });

  it("a missing needed field fails, naming the field and the request id", () => {
    const missing = (json: unknown, schema: Parameters<typeof parseAnswer>[1] = orderReader) => {
      try {
        parseAnswer(call, schema, JSON.stringify(json));
      } catch (err) {
        return err as ServiceError;
      }
      throw new Error("expected a failure");
    };
    const err = missing({ id: "o-1", user_id: "u-1" });
    expect(err.kind).toBe("unexpected_shape");
    expect(err.fields).toEqual(["created_at"]);
    expect(err.userMessage()).toContain("created_at");
    expect(err.userMessage()).toContain("req-42");
    expect(missing({ order: { user_id: "u-1", created_at: base.created_at } }, createdOrderReader).fields).toEqual([
      "id",
    ]);
  });
});
