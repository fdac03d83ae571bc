import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { createServiceClient } from "@/lib/service/client";
import { ServiceError } from "@/lib/service/errors";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The service client's spans, caught by an in-memory exporter, for calls to the embedded service
 * over HTTP: one per call, named by its route template, with status and retry count, and no id.
 */
const exporter = new InMemorySpanExporter();
let svc: TestService;

beforeAll(async () => {
  const provider = new BasicTracerProvider();
  provider.addSpanProcessor(new SimpleSpanProcessor(exporter));
  trace.setGlobalTracerProvider(provider);
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
  trace.disable();
});

const client = () =>
  createServiceClient({
    baseUrl: svc.baseUrl,
    apiKey: svc.apiKey,
    log: () => {},
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
  });

describe("service call spans", () => {
  it("gives each call a client span with its method, route template, status and retry count", async () => {
    const userId: string = (await svc.post("/v2/user/", { client_user_id: "span-user-0001" })).json.user_id;
    exporter.reset();
    const c = client();
    await c.getUser(userId);
    await c.listUsers({ limit: 1 });
    const missing = "00000000-0000-4000-8000-00000000abcd";
    await expect(c.getOrder(missing)).rejects.toBeInstanceOf(ServiceError);

    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual([
      "service GET /v2/user/{user_id}",
      "service GET /v2/user/",
      "service GET /v3/order/{order_id}",
    ]);
    expect(spans[0]!.attributes).toMatchObject({
      "http.request.method": "GET",
      "url.template": "/v2/user/{user_id}",
      "http.response.status_code": 200,
      "labdesk.service.retry_count": 0,
    });
    expect(spans[2]!.attributes["http.response.status_code"]).toBe(404);
    expect(spans[2]!.status.code).toBe(2); // SpanStatusCode.ERROR
    // Neither the user's nor the order's id is in a span.
    const everything = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.status]));
    expect(everything).not.toContain(userId);
    expect(everything).not.toContain(missing);
  });

  it("counts the retries of a call that needed them", async () => {
    let calls = 0;
    const flaky = createServiceClient({
      baseUrl: svc.baseUrl,
      apiKey: svc.apiKey,
      log: () => {},
      retry: { initialDelayMs: 5, maxDelayMs: 20 },
      fetch: (url, init) => (++calls === 1 ? Promise.resolve(new Response("busy", { status: 503 })) : fetch(url, init)),
    });
    exporter.reset();
    await flaky.listUsers({ limit: 1 });
    const [span] = exporter.getFinishedSpans();
    expect(span!.attributes).toMatchObject({ "http.response.status_code": 200, "labdesk.service.retry_count": 1 });
  });

  it("sends an id as one encoded segment, and names the span and the failure line by the template alone", async () => {
    // A client's own user id is whatever the client chose: here a name, an email and URL syntax.
    const clientUserId = "Zebulon Quillfeather/zeb@example.org?x=1#top";
    const created = await svc.post("/v2/user/", { client_user_id: clientUserId });
    expect(created.status).toBe(200);
    const lines: string[] = [];
    const seen: string[] = [];
    const c = createServiceClient({
      baseUrl: svc.baseUrl,
      apiKey: svc.apiKey,
      log: (line) => lines.push(line),
      retry: { initialDelayMs: 5, maxDelayMs: 20 },
      fetch: (url, init) => {
        seen.push(url);
        return seen.length === 1 ? fetch(url, init) : Promise.resolve(new Response("gone", { status: 503 }));
      },
    });
    exporter.reset();
    // Found through the exact segment, so nothing in it was read as a path, a query or a fragment.
    expect((await c.resolveUser(clientUserId))?.user_id).toBe(created.json.user_id);
    expect(seen[0]).toBe(`${svc.baseUrl}/v2/user/resolve/${encodeURIComponent(clientUserId)}`);
    const failed = await c.getUserInfo(clientUserId).catch((error: ServiceError) => error);
    expect(failed).toMatchObject({ status: 503, path: "/v2/user/{user_id}/info/latest" });

    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.attributes["url.template"])).toEqual([
      "/v2/user/resolve/{client_user_id}",
      "/v2/user/{user_id}/info/latest",
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("GET /v2/user/{user_id}/info/latest → http 503");
    const everything = JSON.stringify([spans.map((s) => [s.name, s.attributes, s.status]), lines, String(failed)]);
    for (const part of ["Zebulon", "zeb@example.org", encodeURIComponent(clientUserId)])
      expect(everything).not.toContain(part);
  });

  it("answers 404 without calling for an id that would step out of its segment", async () => {
    let calls = 0;
    const c = createServiceClient({
      baseUrl: svc.baseUrl,
      apiKey: svc.apiKey,
      log: () => {},
      fetch: (url, init) => (calls++, fetch(url, init)),
    });
    exporter.reset();
    for (const id of ["", ".", ".."]) await expect(c.getOrder(id)).rejects.toMatchObject({ kind: "http", status: 404 });
    expect(calls).toBe(0);
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(Array(3).fill("service GET /v3/order/{order_id}"));
  });
});
