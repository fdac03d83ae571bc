import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { storedSteps } from "@/lib/embedded-service/store/step-chunks";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { createServiceClient, type ServiceClient } from "@/lib/service/client";
import { ServiceError } from "@/lib/service/errors";
import { startTestService, type TestService } from "../support/service-harness";

/** The real client against the embedded service over real HTTP: every answer parsed by the contract. */
const NOW = new Date("2026-03-01T12:00:00Z");
let svc: TestService;
let client: ServiceClient;

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail("expected a ServiceError"),
    (e: unknown) => e as ServiceError,
  );
const details = {
  first_name: "Ada",
  last_name: "O'Neil",
  email: "ada@example.com",
  phone_number: "+15555550100",
  gender: "female",
  dob: "1985-04-12",
  address: { first_line: "1 Main St", second_line: null, city: "Boston", state: "MA", zip_code: "02108" },
};

beforeAll(async () => {
  // Small step pages so a few weeks of data span several cursors.
  svc = await startTestService({ deps: { now: () => NOW, stepsPageSize: 100 } });
  client = createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey, log: () => {} });
});
afterAll(() => svc.close());

describe("service client ↔ embedded service", () => {
  it("creates, lists and gets users", async () => {
    const created = await client.createUser({ client_user_id: "client-001", fallback_time_zone: "America/New_York" });
    expect(created.client_user_id).toBe("client-001");
    const list = await client.listUsers({ offset: 0, limit: 10 });
    expect(list.users.map((u) => u.user_id)).toContain(created.user_id);
    expect(list.limit).toBe(10);
    const got = await client.getUser(created.user_id);
    expect(got).toMatchObject({
      user_id: created.user_id,
      team_id: svc.team.id,
      fallback_time_zone: { id: "America/New_York" },
    });
  });

  it("refuses a duplicate client_user_id with a 400 whose detail carries the existing user_id", async () => {
    const first = await client.createUser({ client_user_id: "client-dup" });
    const err = await failureOf(client.createUser({ client_user_id: "client-dup" }));
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.status).toBe(400);
    expect((err.detail as { user_id: string }).user_id).toBe(first.user_id);
    expect(err.userMessage()).toContain(err.requestId);
  });

  it("reads no details as null, maps a 422 onto first_name, then stores valid details", async () => {
    const { user_id } = await client.createUser({ client_user_id: "client-info" });
    expect(await client.getUserInfo(user_id)).toBeNull();
    const err = await failureOf(client.updateUserInfo(user_id, { ...details, first_name: "José" }));
    expect(err.status).toBe(422);
    expect(err.fieldErrors?.first_name).toBeTruthy();
    expect(await client.getUserInfo(user_id)).toBeNull();
    await client.updateUserInfo(user_id, details);
    expect(await client.getUserInfo(user_id)).toMatchObject({ first_name: "Ada", address: { zip_code: "02108" } });
  });

  it("follows every grouped-steps cursor and merges the pages", async () => {
    const { user_id } = await client.createUser({
      client_user_id: "client-steps",
      fallback_time_zone: "America/Chicago",
    });
    const { seq } = requireUserRow(svc.db, svc.team.id, user_id);
    for (const provider of ["fitbit", "withings"])
      connectProvider(svc.db, { userSeq: seq, provider, origin: "seed" }, NOW);

    const first = await client.groupedSteps(user_id, { start_date: "2026-02-01", end_date: "2026-02-14" });
    expect(first.next_cursor).toBeTruthy();
    const { groups, pages } = await client.allGroupedSteps(user_id, {
      start_date: "2026-02-01",
      end_date: "2026-02-14",
    });
    expect(pages).toBeGreaterThan(2);
    expect(Object.keys(groups).sort()).toEqual(["fitbit", "withings"]);
    expect(groups.fitbit).toHaveLength(1); // one series, even though it spanned several pages

    const starts = Object.values(groups).flatMap((entries) =>
      entries.flatMap((e) => e.data.map((s) => `${e.source.provider}|${s.start}`)),
    );
    expect(new Set(starts).size).toBe(starts.length);
    const stored = storedSteps(svc.db, {
      userSeq: seq,
      fromTs: Date.parse("2026-02-01T00:00:00Z") / 1000,
      toTs: Date.parse("2026-02-14T23:59:59Z") / 1000,
    });
    expect(starts.length).toBe(stored.length);
  });

  it("orders a lab test and downloads its requisition PDF", async () => {
    const { user_id } = await client.createUser({ client_user_id: "client-order" });
    const { first_name, last_name, dob, gender, phone_number, email, address } = details;
    const tests = await client.listLabTests({ lab_test_limit: 5 });
    const created = await client.createOrder(
      {
        user_id,
        collection_method: "walk_in_test",
        order_set: { lab_test_ids: [tests.tests[0]!.id] },
        patient_details: { first_name, last_name, dob, gender, phone_number, email },
        patient_address: address,
      },
      "client-test-order-1",
    );
    expect((await client.getOrder(created.id)).id).toBe(created.id);
    const pdf = await client.requisitionPdf(created.id);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdf.filename).toBe(`requisition-${created.id}.pdf`);
  });

  it("reads the catalogues through the contract", async () => {
    expect((await client.listProviders()).length).toBeGreaterThan(0);
    expect((await client.listLabs()).length).toBeGreaterThan(0);
  });

  it("reports a wrong key as a 401 whose message does not contain the key", async () => {
    const wrongKey = "sk_us_wrong_key_0123456789abcdef";
    const wrong = createServiceClient({ baseUrl: svc.baseUrl, apiKey: wrongKey, log: () => {} });
    const err = await failureOf(wrong.listUsers());
    expect(err.status).toBe(401);
    expect(err.userMessage()).toContain("SERVICE_API_KEY");
    expect(JSON.stringify([err.message, err.userMessage(), err.detail])).not.toContain(wrongKey);
  });
});
