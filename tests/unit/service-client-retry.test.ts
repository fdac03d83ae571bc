import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServiceClient, type ServiceClientOptions } from "@/lib/service/client";
import { ServiceError, UNAVAILABLE_DETAIL } from "@/lib/service/errors";
import { parseRetryAfter } from "@/lib/service/policies";

/** A local HTTP server whose answers each test scripts; it records every request it sees. */
type Hit = { method: string; url: string; headers: http.IncomingHttpHeaders; at: number };
let handler: (res: http.ServerResponse, n: number) => void;
let hits: Hit[] = [];
let server: http.Server;
let baseUrl: string;

const KEY = "sk_test_secret_key_0123456789";
const USERS = { users: [], total: 0, offset: 0, limit: 100 };
const reply = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};
// Tiny backoff so the file stays fast; each test gets a fresh client and so a fresh breaker.
const client = (o: Partial<ServiceClientOptions> = {}) =>
  createServiceClient({
    baseUrl,
    apiKey: KEY,
    timeoutMs: 5_000,
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
    log: () => {},
    ...o,
  });
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail("expected a ServiceError"),
    (e: unknown) => e as ServiceError,
  );

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      hits.push({ method: req.method!, url: req.url!, headers: req.headers, at: Date.now() });
      handler(res, hits.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = [];
});

describe("retries (idempotent GETs only)", () => {
  it("retries a 503 once and succeeds, with the key, a request id and the same id on both attempts", async () => {
    handler = (res, n) => (n === 1 ? reply(res, 503, { detail: "busy" }) : reply(res, 200, USERS));
    expect(await client().listUsers({ limit: 5 })).toEqual(USERS);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.url).toBe("/v2/user/?limit=5");
    expect(hits[0]!.headers["x-service-api-key"]).toBe(KEY);
    expect(hits[0]!.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(hits[1]!.headers["x-request-id"]).toBe(hits[0]!.headers["x-request-id"]);
  });

  it("waits for Retry-After (seconds) before retrying a 429", async () => {
    handler = (res, n) =>
      n === 1 ? reply(res, 429, { detail: "slow down" }, { "retry-after": "1" }) : reply(res, 200, USERS);
    await client().listUsers();
    expect(hits).toHaveLength(2);
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it("cuts a long Retry-After to the configured cap", async () => {
    handler = (res, n) =>
      n === 1 ? reply(res, 503, { detail: "x" }, { "retry-after": "3600" }) : reply(res, 200, USERS);
    const started = Date.now();
    await client({ retry: { initialDelayMs: 5, maxRetryAfterMs: 50 } }).listUsers();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up with the 500 after exactly 3 attempts", async () => {
    handler = (res) => reply(res, 500, { detail: "Internal error" });
    const err = await failureOf(client().listUsers());
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.status).toBe(500);
    expect(hits).toHaveLength(3);
    expect(err.userMessage()).toContain("try again");
  });

  it("never retries a POST", async () => {
    handler = (res) => reply(res, 503, { detail: "busy" });
    const err = await failureOf(client().createUser({ client_user_id: "p-1" }));
    expect(err.status).toBe(503);
    expect(hits).toHaveLength(1);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 12:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("timeouts", () => {
  it("fails a hanging call with a timeout error within the configured deadline", async () => {
    handler = () => {}; // never answers
    const started = Date.now();
    const err = await failureOf(client({ timeoutMs: 300 }).listUsers());
    const took = Date.now() - started;
    expect(err.kind).toBe("timeout");
    expect(err.status).toBe(504);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
    expect(hits).toHaveLength(1);
  });

  it("times out even when the injected fetch ignores its signal (the in-process embedded fetch)", async () => {
    const err = await failureOf(client({ timeoutMs: 100, fetch: () => new Promise<Response>(() => {}) }).listUsers());
    expect(err.kind).toBe("timeout");
  });
});

describe("answers that do not fit the contract", () => {
  it("turns malformed JSON into a ServiceError", async () => {
    handler = (res) => reply(res, 200, "{not json");
    const err = await failureOf(client().listUsers());
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.status).toBe(502);
    expect(err.detail).toBe("The service answered in an unexpected shape");
  });

  it("names the failing paths in the cause, never the body's values", async () => {
    handler = (res) => reply(res, 200, { users: "PATIENT-NAME-Ada", total: 0, offset: 0, limit: 1 });
    const err = await failureOf(client().listUsers());
    expect(err.kind).toBe("unexpected_shape");
    expect(String((err.cause as Error).message)).toContain("users");
    expect(JSON.stringify([err.message, (err.cause as Error).message, err.detail])).not.toContain("PATIENT-NAME");
  });

  it("tells a person which field a page needs and could not find, with the request id", async () => {
    handler = (res) => reply(res, 200, { users: "PATIENT-NAME-Ada", offset: 0, limit: 1 });
    const err = await failureOf(client().listUsers());
    expect(err.fields).toEqual(["users", "total"]);
    expect(err.userMessage()).toMatch(/missing or unreadable: users, total\).*request id /);
    expect(err.userMessage()).not.toContain("PATIENT-NAME");
  });

  it("keeps an unknown enum value in a response", async () => {
    const id = "8f1c7a52-5a0e-4b8e-9a51-0f6a7f3c2d11";
    handler = (res) =>
      reply(res, 200, {
        id,
        user_id: id,
        order_id: id,
        address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" },
        location: { lng: -71.06, lat: 42.36 },
        start_at: null,
        end_at: null,
        type: "phlebotomy",
        provider: "newco",
        status: "rescheduled",
        provider_id: "x",
        can_reschedule: true,
        event_status: "moved",
        events: [],
      });
    const appt = await client().getAppointment(id);
    expect(appt).toMatchObject({ status: "rescheduled", event_status: "moved", provider: "newco" });
  });
});

describe("grouped steps", () => {
  it("follows the deprecated next when next_cursor is absent, and merges a series split across pages", async () => {
    const sample = (start: string) => ({ start, end: start, unit: "count", value: 1 });
    const entry = (start: string) => ({ data: [sample(start)], source: { provider: "fitbit", type: "watch" } });
    handler = (res, n) =>
      reply(
        res,
        200,
        n === 1
          ? { groups: { fitbit: [entry("2026-02-01T00:00:00Z")] }, next: "c2" }
          : { groups: { fitbit: [entry("2026-02-01T00:01:00Z")] }, next: null },
      );
    const { groups, pages } = await client().allGroupedSteps("u1", { start_date: "2026-02-01" });
    expect(pages).toBe(2);
    expect(hits[1]!.url).toContain("next_cursor=c2");
    expect(groups.fitbit).toHaveLength(1);
    expect(groups.fitbit![0]!.data.map((s) => s.start)).toEqual(["2026-02-01T00:00:00Z", "2026-02-01T00:01:00Z"]);
  });
});

describe("errors", () => {
  it("carries the request id the service answered with, else the one sent", async () => {
    handler = (res, n) =>
      reply(res, 404, { detail: "Order not found" }, n === 1 ? { "x-request-id": "svc-req-42" } : {});
    const answered = await failureOf(client().getOrder("abc"));
    expect(answered.requestId).toBe("svc-req-42");
    expect(answered.userMessage()).toContain("svc-req-42");
    const sent = await failureOf(client().getOrder("abc"));
    expect(sent.requestId).toBe(hits[1]!.headers["x-request-id"]);
    expect(hits).toHaveLength(2); // a 404 is not retried
  });

  it("maps a 422 onto field errors and drops the echoed input", async () => {
    handler = (res) =>
      reply(res, 422, {
        detail: [{ loc: ["body", "address", "zip_code"], msg: "Bad ZIP", type: "value_error", input: "PHI-VALUE" }],
      });
    const err = await failureOf(client().updateUserInfo("u1", {} as never));
    expect(err.fieldErrors).toEqual({ "address.zip_code": "Bad ZIP" });
    expect(JSON.stringify(err.detail)).not.toContain("PHI-VALUE");
  });

  it("never puts the key in an error", async () => {
    handler = (res) => reply(res, 401, { detail: "Invalid API key" });
    const err = await failureOf(client().listUsers());
    expect(err.userMessage()).toContain("SERVICE_API_KEY");
    expect(JSON.stringify([err.message, err.userMessage(), err.detail])).not.toContain(KEY);
  });
});

describe("circuit breaker", () => {
  it("opens after N consecutive failures and then fails fast without reaching the server", async () => {
    handler = (res) => reply(res, 503, { detail: "down" });
    const svc = client({ retry: { maxAttempts: 1 }, breaker: { threshold: 2, halfOpenAfterMs: 60_000 } });
    for (let i = 0; i < 2; i++) expect((await failureOf(svc.listUsers())).status).toBe(503);
    expect(hits).toHaveLength(2);
    const err = await failureOf(svc.listUsers());
    expect(err).toMatchObject({ status: 503, kind: "unavailable", detail: UNAVAILABLE_DETAIL });
    expect(err.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hits).toHaveLength(2);
  });
});
