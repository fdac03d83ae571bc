import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { prettyFactory } from "pino-pretty";
import { createLogger, PRETTY_LOG_OPTIONS } from "@/lib/ops/logger";
import { withRequestLog } from "@/lib/ops/request-handler";
import { noteStaffForLog } from "@/lib/ops/request-log-context";
import { parseTrustedProxies } from "@/lib/ops/trusted-proxies";
import { ServiceError } from "@/lib/service/errors";
import { captureLogs } from "../support/captured-logs";

/** A logger writing into memory, with the console's own redaction. */
function capture() {
  const lines: string[] = [];
  return {
    log: createLogger("info", { write: (line: string) => lines.push(line) }),
    lines,
    text: () => lines.join(""),
  };
}

const TEAM_KEY = "sk_us_demo_planted0123456789abcdef";
const AUTH_SECRET = "planted-auth-secret-0123456789abcdef0123";
const SESSION = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.planted-session";
const PASSWORD = "planted-password-Hunter2";
const PATIENT = { first: "Zebulon", last: "Quillfeather", dob: "1961-02-03", email: "zebulon@example.org" };

describe("log redaction", () => {
  it("keeps keys, tokens, cookies, passwords and patient fields out of every line, however deep", () => {
    const { log, text } = capture();
    log.info({ SERVICE_API_KEY: TEAM_KEY, AUTH_SECRET, password: PASSWORD }, "environment");
    log.warn(
      {
        headers: {
          cookie: `authjs.session-token=${SESSION}`,
          "x-service-api-key": TEAM_KEY,
          authorization: `Bearer ${SESSION}`,
        },
      },
      "call",
    );
    log.error(
      {
        body: {
          patient_details: { first_name: PATIENT.first, last_name: PATIENT.last, dob: PATIENT.dob },
          email: PATIENT.email,
        },
        staff: { credentials: { password: PASSWORD, token: SESSION } },
        user: { first_name: PATIENT.first, last_name: PATIENT.last },
      },
      "failed",
    );
    const out = text();
    for (const secret of [
      TEAM_KEY,
      AUTH_SECRET,
      SESSION,
      PASSWORD,
      PATIENT.first,
      PATIENT.last,
      PATIENT.dob,
      PATIENT.email,
    ])
      expect(out).not.toContain(secret);
    // The lines are still there, saying what was left out.
    expect(out.split("\n").filter(Boolean)).toHaveLength(3);
    expect(out).toContain('"[redacted]"');
  });

  it("writes one line per request with its id, staff id, route, status and duration, and nothing the request carried", async () => {
    const { log, lines } = capture();
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      noteStaffForLog("staff-42");
      log.warn({ component: "service-client" }, "a call made for this request failed");
      res.statusCode = 201;
      res.end("ok");
    };
    // The request id comes from a proxy the console trusts, so the line keeps it.
    const server = http.createServer(withRequestLog(handler, { log, trusted: parseTrustedProxies("loopback") }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/users?q=${PATIENT.first}+${PATIENT.last}`;
      const res = await fetch(url, {
        headers: {
          cookie: `authjs.session-token=${SESSION}`,
          authorization: `Bearer ${TEAM_KEY}`,
          "x-request-id": "req-planted-0001",
        },
      });
      await res.text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(lines).toHaveLength(2);
    // A warning logged while the request is served names it without being told.
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", requestId: "req-planted-0001" });
    const line = JSON.parse(lines[1]!);
    expect(line).toMatchObject({
      msg: "request",
      requestId: "req-planted-0001",
      staffId: "staff-42",
      method: "GET",
      route: "/users",
      status: 201,
    });
    expect(typeof line.durationMs).toBe("number");
    // The line skips key redaction because it is built only of these: a field added to it must
    // be one that can never carry a secret or a patient's detail, and be added here on purpose.
    const REQUEST_LINE_KEYS = [
      "level",
      "time",
      "pid",
      "requestId",
      "staffId",
      "method",
      "route",
      "status",
      "durationMs",
      "queuedMs",
      "aborted",
      "msg",
    ];
    for (const key of Object.keys(line)) expect(REQUEST_LINE_KEYS).toContain(key);
    for (const secret of [SESSION, TEAM_KEY, PATIENT.first, PATIENT.last]) expect(lines.join("")).not.toContain(secret);
  });

  describe("a request Next.js could not answer (instrumentation's onRequestError)", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("writes one structured error line with the request id and route, and nothing the request carried", async () => {
      vi.stubEnv("NEXT_RUNTIME", "nodejs");
      const logs = captureLogs();
      const orderId = "0c6f1f4e-93a5-4c1e-8b4f-2d7a9e0b5c11";
      // What a page throws when the service fails, with the digest Next.js adds to a render error.
      const error = Object.assign(
        new ServiceError({
          kind: "http",
          status: 500,
          detail: "Internal Server Error",
          requestId: "svc-req-77",
          method: "GET",
          path: "/v3/order/{order_id}",
        }),
        { digest: "2718281828" },
      );
      try {
        await onRequestError(
          error,
          {
            path: `/orders/${orderId}?patient=${PATIENT.first}+${PATIENT.last}&dob=${PATIENT.dob}`,
            method: "GET",
            headers: {
              cookie: `authjs.session-token=${SESSION}`,
              authorization: `Bearer ${SESSION}`,
              "x-service-api-key": TEAM_KEY,
              "x-request-id": "req-planted-0002",
              "x-forwarded-for": "203.0.113.9",
            },
          },
          {
            routerKind: "App Router",
            routePath: "/orders/[orderId]",
            routeType: "render",
            renderSource: "react-server-components",
            revalidateReason: undefined,
          },
        );
      } finally {
        logs.restore();
      }
      expect(logs.lines).toHaveLength(1);
      const line = JSON.parse(logs.lines[0]!);
      expect(line).toMatchObject({
        level: "error",
        msg: "request error",
        requestId: "req-planted-0002",
        method: "GET",
        route: "/orders/[orderId]",
        routeType: "render",
        digest: "2718281828",
      });
      expect(line.error).toContain("GET /v3/order/{order_id} failed (http 500)");
      expect(line.error).toContain("svc-req-77");
      for (const secret of [SESSION, TEAM_KEY, PATIENT.first, PATIENT.last, PATIENT.dob, "203.0.113.9", orderId])
        expect(logs.lines[0]).not.toContain(secret);
    });

    it("stays silent in the edge runtime, which has no process logger", async () => {
      vi.stubEnv("NEXT_RUNTIME", "edge");
      const logs = captureLogs();
      try {
        await onRequestError(
          new Error("boom"),
          { path: "/users", method: "GET", headers: {} },
          { routerKind: "App Router", routePath: "/users", routeType: "proxy", revalidateReason: undefined },
        );
      } finally {
        logs.restore();
      }
      expect(logs.lines).toEqual([]);
    });
  });
});

describe("log lines on a terminal", () => {
  it("reads as one line per record, time and level first, with the same fields left out", () => {
    const { log, lines } = capture();
    log.info({ requestId: "req-1", method: "GET", route: "/users", status: 200, password: PASSWORD }, "request");
    log.warn({ body: { patient_details: { first_name: PATIENT.first } }, email: PATIENT.email }, "call");
    // The options the console hands pino-pretty's transport when stdout is a terminal.
    const format = prettyFactory({ ...PRETTY_LOG_OPTIONS, colorize: false });
    const shown = lines.map((line) => format(line));
    expect(shown[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request \{.*"requestId":"req-1".*"status":200.*\}\n$/);
    expect(shown[1]).toMatch(/^\[[\d:.]+\] WARN: call /);
    const out = shown.join("");
    expect(out.split("\n").filter(Boolean)).toHaveLength(2);
    for (const secret of [PASSWORD, PATIENT.first, PATIENT.email]) expect(out).not.toContain(secret);
    expect(out).toContain('"[redacted]"');
    expect(out).not.toContain('"pid"');
  });
});
