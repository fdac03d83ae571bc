import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServiceClient, type ServiceClientOptions } from "@/lib/service/client";
import { ServiceError } from "@/lib/service/errors";
import { startFaultProxy } from "../support/fault-proxy";
import { startTestService, TEST_PATIENT, type TestService } from "../support/service-harness";

/**
 * The console's service client against the embedded service behind a fault-injecting proxy:
 * reads are retried through 500/503/429/resets, writes are never sent twice, damaged
 * answers become clear errors with a request id, unknown enum values and extra fields are taken in
 * stride, and the circuit breaker stops calling a failing service and recovers on its own.
 */
let svc: TestService;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let userId: string;
let orderId: string;

const client = (o: Partial<ServiceClientOptions> = {}) =>
  createServiceClient({
    baseUrl: proxy.url,
    apiKey: svc.apiKey,
    timeoutMs: 3_000,
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
    breaker: { threshold: 50 },
    log: () => {},
    ...o,
  });
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail("expected a ServiceError"),
    (e: unknown) => e as ServiceError,
  );
const seenOf = (method: string, path: string) =>
  proxy.seen.filter((r) => r.method === method && r.path.startsWith(path)).length;
const reachedOf = (method: string, path: string) =>
  proxy.upstream.filter((r) => r.method === method && r.path.startsWith(path)).length;

beforeAll(async () => {
  svc = await startTestService();
  proxy = await startFaultProxy(svc.baseUrl);
  userId = (await svc.post("/v2/user/", { client_user_id: "faulty" })).json.user_id;
  orderId = (await svc.createOrder(userId)).id;
});
afterAll(async () => {
  await proxy.close();
  await svc.close();
});
beforeEach(() => {
  proxy.setFaults([]);
  proxy.seen.length = 0;
  proxy.upstream.length = 0;
});

describe("reads", () => {
  it.each([
    ["a 500", { kind: "status", status: 500 }],
    ["a 503 with Retry-After", { kind: "status", status: 503, headers: { "retry-after": "0" } }],
    ["a 429", { kind: "status", status: 429, headers: { "retry-after": "0" } }],
    ["a connection reset", { kind: "reset" }],
  ] as const)("are retried through %s and succeed", async (_, fault) => {
    proxy.setFaults([{ method: "GET", path: "^/v2/user/", fault, times: 2 }]);
    const page = await client().listUsers({ limit: 5 });
    expect(page.users.map((u) => u.user_id)).toContain(userId);
    expect(seenOf("GET", "/v2/user/")).toBe(3);
    expect(reachedOf("GET", "/v2/user/")).toBe(1);
  });

  it("survive added latency within the deadline, and fail clearly past it", async () => {
    proxy.setFaults([{ method: "GET", fault: { kind: "latency", ms: 300 }, times: 1 }]);
    expect((await client().getUser(userId)).user_id).toBe(userId);
    proxy.setFaults([{ method: "GET", fault: { kind: "latency", ms: 2_000 } }]);
    const err = await failureOf(client({ timeoutMs: 400 }).getUser(userId));
    expect(err.kind).toBe("timeout");
    expect(err.userMessage()).toBe(`The service did not answer; try again. (request id ${err.requestId})`);
  });

  it.each(["truncate", "malformed"] as const)("turn a %s JSON answer into an error with a request id", async (kind) => {
    proxy.setFaults([{ method: "GET", path: "^/v3/order/", fault: { kind } }]);
    const err = await failureOf(client().getOrder(orderId));
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.requestId).toBeTruthy();
    expect(err.userMessage()).toContain(`request id ${err.requestId}`);
    const { patient_details: who, patient_address: where } = TEST_PATIENT;
    for (const phi of [who.first_name, who.last_name, where.zip_code]) expect(err.userMessage()).not.toContain(phi);
  });

  it("keep unknown enum values as they are and ignore fields a newer service adds", async () => {
    proxy.setFaults([
      {
        method: "GET",
        path: "^/v3/order/",
        fault: { kind: "enum", field: "status", value: "sample_lost_in_transit" },
        times: 1,
      },
    ]);
    expect((await client().getOrder(orderId)).status).toBe("sample_lost_in_transit");
    proxy.setFaults([{ method: "GET", fault: { kind: "extra-fields" } }]);
    const order = await client().getOrder(orderId);
    expect(order.id).toBe(orderId);
    expect((await client().getUser(userId)).client_user_id).toBe("faulty");
  });
});

describe("writes", () => {
  it.each([
    ["a 503", { kind: "status", status: 503 }],
    ["a 500", { kind: "status", status: 500 }],
    ["a connection reset", { kind: "reset" }],
  ] as const)("are never repeated after %s", async (_, fault) => {
    proxy.setFaults([{ method: "POST", fault }]);
    const err = await failureOf(client().createUser({ client_user_id: `never-twice-${fault.kind}` }));
    expect(err).toBeInstanceOf(ServiceError);
    expect(seenOf("POST", "/v2/user/")).toBe(1);
  });

  it("are sent once when the answer is lost after the service saved them, and the message says to check", async () => {
    proxy.setFaults([{ method: "PATCH", fault: { kind: "truncate" } }]);
    const details = {
      first_name: "Fay",
      last_name: "Saved",
      email: "f@example.com",
      phone_number: "+15555550100",
      gender: "female",
      dob: "1980-01-01",
      address: { first_line: "1 Main St", second_line: null, city: "New York", state: "NY", zip_code: "10001" },
    };
    const err = await failureOf(client().updateUserInfo(userId, details));
    expect(reachedOf("PATCH", `/v2/user/${userId}/info`)).toBe(1);
    expect(err.userMessage()).toMatch(
      /may or may not have been saved\. Check before trying again\. \(request id .+\)$/,
    );
    expect((await svc.get(`/v2/user/${userId}/info/latest`)).json.last_name).toBe("Saved");
  });
});

describe("the circuit breaker", () => {
  it("stops calling a failing service, then recovers on its own once it answers again", async () => {
    const svcClient = client({ retry: { maxAttempts: 1 }, breaker: { threshold: 3, halfOpenAfterMs: 200 } });
    proxy.setFaults([{ fault: { kind: "status", status: 503 } }]);
    for (let i = 0; i < 3; i++) expect((await failureOf(svcClient.listUsers())).status).toBe(503);
    const open = await failureOf(svcClient.listUsers());
    expect(open.kind).toBe("unavailable");
    expect(open.userMessage()).toMatch(/paused calling it/);
    expect(proxy.seen).toHaveLength(3);

    proxy.setFaults([]);
    await new Promise((r) => setTimeout(r, 250));
    expect((await svcClient.listUsers({ limit: 1 })).users).toHaveLength(1);
    expect(proxy.seen).toHaveLength(4);
  });
});
