import { PDFDocument } from "@cantoo/pdf-lib";
import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labResults } from "@/lib/contract/lab-results";
import { cancellationPoint, runAppointmentLifecycleOnce } from "@/lib/embedded-service/jobs/appointment-lifecycle";
import { seedDemoUsers } from "@/lib/embedded-service/seed/demo-users";
import { seedDemoOrdersAndAppointments } from "@/lib/embedded-service/seed/orders";
import { CRITICAL_LIMITS } from "@/lib/embedded-service/seed/data/biomarker-ranges";
import { DRAW_MINUTES } from "@/lib/embedded-service/store/appointments";
import { reportsPartialFirst } from "@/lib/embedded-service/store/partial-report";
import { createServiceClient, type ServiceClient } from "@/lib/service/client";
import { pdfText } from "../support/pdf-text";
import { parsed, vitalClient } from "../support/real-shape/sdk-client";
import { startTestService, TEST_PATIENT, type TestService } from "../support/service-harness";

/**
 * Results, order cancellation and provider disconnection over HTTP, on the demo seed (orders of
 * every status, connected providers) and on orders made here, through the vendor's SDK and the
 * console's client.
 */
const STEP = 90;
const UNICODE_LINE = "Zoë Ὀδυσσεύς Кузнецова, 3 Łąkowa";
const NOW = new Date("2026-03-02T15:00:00Z");
let clock = NOW;
let svc: TestService;
let vital: ReturnType<typeof vitalClient>;
let client: ServiceClient;
let orders: {
  id: string;
  status: string;
  user_id: string;
  details: { type: string };
  order_set: { lab_test_ids: string[] };
}[];
const SDK = {
  unrecognizedObjectKeys: "passthrough",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
} as const;
const statusOf = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number; status?: number }) => e.statusCode ?? e.status,
  );

beforeAll(async () => {
  // A fixed team, so the seed (drawn from its id) holds orders of every status on every run.
  svc = await startTestService({
    deps: { now: () => clock, lifecycleStepSeconds: STEP },
    teamId: "5eed0000-0000-4000-8000-000000000001",
  });
  seedDemoUsers(svc.db, svc.team.id, NOW, 40, 0);
  seedDemoOrdersAndAppointments(svc.db, svc.team.id, NOW);
  vital = vitalClient(svc.baseUrl, svc.apiKey);
  client = createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey, log: () => {} });
  orders = [];
  for (let page = 1; ; page++) {
    const got = (await svc.get(`/v3/orders?size=100&page=${page}`)).json.orders;
    orders.push(...got);
    if (got.length < 100) break;
  }
});
afterAll(() => svc.close());

describe("GET /v3/order/{order_id}/result", () => {
  it("answers every completed seeded order in the SDK's shape, with every result type, flags, gaps and older records", async () => {
    const completed = orders.filter((o) => o.status === "completed");
    expect(completed.length).toBeGreaterThan(20);
    const types = new Set<string>();
    let outOfRange = 0;
    let withMissing = 0;
    let legacy = 0;
    let critical = 0;
    let criticalReports = 0;
    const testNameOf = new Map<string, string>();
    for (const o of completed) {
      const res = await svc.get(`/v3/order/${o.id}/result`);
      expect(res.status).toBe(200);
      const sdk = serializers.LabResultsRaw.parse(res.json, SDK);
      expect(sdk.ok ? [] : sdk.errors).toEqual([]);
      const r = labResults.parse(res.json);
      // Every result and gap names the ordered test it belongs to, by the test's own name.
      const testNames = new Set<string>();
      for (const id of o.order_set.lab_test_ids) {
        if (!testNameOf.has(id)) testNameOf.set(id, (await svc.get(`/v3/lab_test/${id}`)).json.name);
        testNames.add(testNameOf.get(id)!);
      }
      for (const x of [...r.results, ...(r.missing_results ?? [])]) {
        expect(x.source_markers?.length, x.name).toBeGreaterThan(0);
        for (const s of x.source_markers!) expect(testNames).toContain(s.name);
      }
      for (const x of r.results) {
        types.add(x.type);
        expect(x.result_type).toBe(x.type);
        if (x.is_above_max_range || x.is_below_min_range) {
          outOfRange++;
          // Past a critical limit is critical (a value the lab phones in); else abnormal.
          const limits = CRITICAL_LIMITS[x.slug ?? ""];
          const value = x.result === "" ? x.value! : Number(x.result);
          const past = !!limits && (value < (limits.low ?? -Infinity) || value > (limits.high ?? Infinity));
          expect(x.interpretation, `${x.slug} ${value}`).toBe(past ? "critical" : "abnormal");
          if (past) critical++;
        } else if (x.type !== "comment" && x.type !== "coded_value") expect(x.interpretation).toBe("normal");
        // An older record leaves `result` empty and carries the number in the deprecated `value`.
        if (x.result === "") {
          legacy++;
          expect(x.value).toEqual(expect.any(Number));
        }
      }
      // The report's interpretation is its most serious result's.
      const worst = r.results.some((x) => x.interpretation === "critical")
        ? "critical"
        : r.results.some((x) => x.interpretation === "abnormal")
          ? "abnormal"
          : "normal";
      expect(r.metadata.interpretation).toBe(worst);
      if (worst === "critical") criticalReports++;
      if ((r.missing_results ?? []).length > 0) {
        withMissing++;
        expect(r.metadata.status).toBe("partial");
      }
    }
    expect([...types].sort()).toEqual(["coded_value", "comment", "numeric", "range"]);
    expect(outOfRange).toBeGreaterThan(0);
    expect(withMissing).toBeGreaterThan(0);
    expect(legacy).toBeGreaterThan(0);
    expect(critical).toBeGreaterThan(0);
    // Some reports, not most: a critical value is the exception a care team acts on.
    expect(criticalReports).toBeGreaterThan(0);
    expect(criticalReports).toBeLessThan(completed.length / 3);
  });

  it("has returning patients: earlier completed orders of the same tests, so results have a history", async () => {
    const visits = new Map<string, number>();
    for (const o of orders.filter((x) => x.status === "completed")) {
      const key = `${o.user_id} ${o.order_set.lab_test_ids.join(",")}`;
      visits.set(key, (visits.get(key) ?? 0) + 1);
    }
    const returning = [...visits.values()].filter((n) => n >= 3);
    expect(returning.length).toBeGreaterThanOrEqual(5);
  });

  it("is the same on every read, and its metadata and PDF agree with it (through the SDK)", async () => {
    const o = orders.find((x) => x.status === "completed")!;
    const first = (await svc.get(`/v3/order/${o.id}/result`)).json;
    expect((await svc.get(`/v3/order/${o.id}/result`)).json).toEqual(first);
    const meta = await parsed(vital.labTests.getResultMetadata(o.id));
    expect(meta.patient).toBe(first.metadata.patient);
    expect(meta.specimenNumber).toBe(first.metadata.specimen_number);
    expect((await client.resultMetadata(o.id))!.date_reported).toBe(first.metadata.date_reported);
    const raw = await parsed(vital.labTests.getResultRaw(o.id));
    expect(raw.metadata.dateReported).toBe(first.metadata.date_reported);

    const pdf = await vital.labTests.getResultPdf(o.id);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Lab results ${o.id}`);
    const text = await pdfText(bytes);
    expect(text).toContain(`Patient: ${first.metadata.patient}`);
    expect(text).toContain(first.results[0].name);
    // A table under each ordered test; dates in words on the patient's clock, never raw timestamps;
    // header lines whole, not cut.
    expect(text).toContain(first.results[0].source_markers[0].name);
    expect(text).toMatch(/^Marker\s*Result\s*Unit\s*Reference range\s*Flag$/m);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    expect(text).toMatch(/^Reported: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+$/m);
    expect(text).toMatch(/^Times are the patient's local time \(\w+\/\w+\)\.$/m);
    expect(text).toMatch(new RegExp(`^Specimen: ${first.metadata.specimen_number}\\s+Report status: \\w+`, "m"));
    expect(text).not.toMatch(/^(Order ID|Specimen|Patient|Laboratory|Collected|Received|Reported):.*\.\.\.$/m);
    const viaClient = await client.resultPdf(o.id);
    expect(viaClient.filename).toBe(`results-${o.id}.pdf`);
  });

  it("is a 404 naming the status until the order is completed, and for another team's order", async () => {
    const pending = orders.find((o) => o.status === "received")!;
    const res = await svc.get(`/v3/order/${pending.id}/result`);
    expect(res.status).toBe(404);
    expect(res.json.detail).toMatch(/no results yet: it is received/);
    expect(await client.orderResults(pending.id)).toBeNull();
    const done = orders.find((o) => o.status === "completed")!;
    const key = svc.otherTeam().apiKey;
    for (const suffix of ["", "/metadata", "/pdf"]) {
      const other = await svc.get(`/v3/order/${done.id}/result${suffix}`, { key });
      expect(other.status).toBe(404);
      expect(other.json.detail).toMatch(/not found/);
    }
  });

  it("appear once a booked draw completes: a partial report first, then the final one; both PDFs print the address as written", async () => {
    const user = (await svc.post("/v2/user/", { client_user_id: "results-patient" })).json.user_id;
    const atHome = (await svc.get("/v3/lab_tests")).json.find(
      (t: { method: string }) => t.method === "at_home_phlebotomy",
    ).id;
    // Names follow the lab's ASCII rule, so other scripts reach the PDFs through the address.
    const body = {
      user_id: user,
      ...TEST_PATIENT,
      patient_address: { ...TEST_PATIENT.patient_address, first_line: UNICODE_LINE, second_line: "東京 Tower 서울" },
      order_set: { lab_test_ids: [atHome] },
      collection_method: "at_home_phlebotomy",
    };
    const reason = (await client.cancellationReasons())[0]!.id;
    const address = { first_line: "1 Main St", city: "New York", state: "NY", zip_code: "10001" };
    // The simulated provider cancels about one booking in ten, chosen by id: book until one runs through.
    let orderId = "";
    let start = 0;
    for (let i = 0; i < 20; i++) {
      orderId = (await svc.post("/v3/order", body)).json.order.id;
      const slot = (await client.appointmentAvailability(address, "2026-03-04")).slots[0]!.slots[0]!;
      const booked = await client.bookAppointment(orderId, slot.booking_key);
      start = Date.parse(slot.start);
      // One that runs through, at a lab that reports part of the results first.
      if (cancellationPoint(booked.id) === null && reportsPartialFirst(orderId)) break;
      await client.cancelAppointment(orderId, { cancellation_reason_id: reason });
    }
    expect(await client.orderResults(orderId)).toBeNull();
    const deps = { db: svc.db, now: () => clock, lifecycleStepSeconds: STEP };
    try {
      const drawn = start + DRAW_MINUTES * 60_000;
      for (const at of [start, drawn, drawn + STEP * 1000]) {
        clock = new Date(at);
        runAppointmentLifecycleOnce(deps);
      }
      const withLab = (await svc.get(`/v3/order/${orderId}`)).json;
      expect(withLab.status).toBe("sample_with_lab");
      expect(withLab.events.at(-1).status).toBe("sample_with_lab.at_home_phlebotomy.partial_results");
      const partial = (await client.orderResults(orderId))!;
      expect(partial.metadata).toMatchObject({ status: "partial", date_reported: clock.toISOString() });
      expect(partial.results.length).toBeGreaterThan(0);
      expect(partial.missing_results.length).toBeGreaterThan(0);
      expect(new Set(partial.missing_results.map((m) => m.inferred_failure_type))).toEqual(new Set(["non_failure"]));
      clock = new Date(drawn + 2 * STEP * 1000);
      runAppointmentLifecycleOnce(deps);
      expect((await svc.get(`/v3/order/${orderId}`)).json.status).toBe("completed");
      const results = (await client.orderResults(orderId))!;
      // The final report keeps every value the partial one gave, and brings the rest.
      for (const r of partial.results) expect(results.results.find((x) => x.name === r.name)?.result).toBe(r.result);
      expect(results.results.length).toBeGreaterThan(partial.results.length);
      expect(results.results.length + results.missing_results.length).toBeGreaterThan(0);
      expect(results.metadata.date_collected! >= new Date(start).toISOString()).toBe(true);
      const report = await pdfText((await client.resultPdf(orderId)).bytes);
      const requisition = await pdfText((await client.requisitionPdf(orderId)).bytes);
      for (const text of [report, requisition]) {
        expect(text).toContain(UNICODE_LINE);
        // Chinese and Korean fall back to their own embedded fonts and print as written too.
        expect(text).toContain("東京 Tower 서울");
      }
    } finally {
      clock = NOW;
    }
  });
});

describe("POST /v3/order/{order_id}/cancel", () => {
  it("cancels an order before its sample is with the lab, with its appointment, in the SDK's shape", async () => {
    const o = orders.find((x) => x.status === "collecting_sample" && x.details.type === "at_home_phlebotomy")!;
    const answer = await parsed(vital.labTests.cancelOrder(o.id));
    expect(answer.order.status).toBe("cancelled");
    expect(answer.order.events.at(-1)!.status).toBe("cancelled.at_home_phlebotomy.cancelled");
    const appt = (await svc.get(`/v3/order/${o.id}/phlebotomy/appointment`)).json;
    expect(appt).toMatchObject({ status: "cancelled", can_reschedule: false });
    const again = await svc.post(`/v3/order/${o.id}/cancel`);
    expect(again.status).toBe(400);
    expect(again.json.detail).toMatch(/already cancelled/);
  });

  it("refuses once the sample is with the lab, and for another team's order", async () => {
    const withLab = orders.find((x) => x.status === "sample_with_lab")!;
    const res = await svc.post(`/v3/order/${withLab.id}/cancel`);
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/only be cancelled before its sample is with the lab/);
    const fresh = orders.find((x) => x.status === "received")!;
    expect((await svc.post(`/v3/order/${fresh.id}/cancel`, undefined, { key: svc.otherTeam().apiKey })).status).toBe(
      404,
    );
    expect((await client.cancelOrder(fresh.id)).status).toBe("cancelled");
  });
});

describe("DELETE /v2/user/{user_id}/{provider}", () => {
  it("disconnects a connected provider (SDK and console client); not connected or another team's user is a 404", async () => {
    const users = (await svc.get("/v2/user/?limit=40")).json.users as { user_id: string }[];
    const connected: { userId: string; slugs: string[] }[] = [];
    for (const u of users) {
      const slugs = (await svc.get(`/v2/user/providers/${u.user_id}`)).json.providers.map(
        (p: { slug: string }) => p.slug,
      );
      if (slugs.length > 0) connected.push({ userId: u.user_id, slugs });
    }
    const { userId, slugs } = connected[0]!;
    const other = await svc.call("DELETE", `/v2/user/${userId}/${slugs[0]}`, { key: svc.otherTeam().apiKey });
    expect(other.status).toBe(404);
    expect(await parsed(vital.user.deregisterProvider(userId, slugs[0] as never))).toEqual({ success: true });
    const left = (await svc.get(`/v2/user/providers/${userId}`)).json.providers.map((p: { slug: string }) => p.slug);
    expect(left).toEqual(slugs.slice(1));
    const again = await svc.call("DELETE", `/v2/user/${userId}/${slugs[0]}`);
    expect(again.status).toBe(404);
    expect(again.json.detail).toMatch(/not connected/);
    const second = connected[1]!;
    expect(await client.disconnectProvider(second.userId, second.slugs[0]!)).toEqual({ success: true });
    expect(await statusOf(client.disconnectProvider(second.userId, second.slugs[0]!))).toBe(404);
  });
});
