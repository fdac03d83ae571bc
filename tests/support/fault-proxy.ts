import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fault-injecting HTTP proxy to put in front of the embedded service. Requests pass
 * through unchanged unless a rule matches; a rule can add latency, answer an error itself, reset
 * the connection, or damage the real answer (truncated or malformed JSON, unknown enum values,
 * extra fields). It counts what reached the service, so tests can prove a write was sent once.
 * Rules can be set in-process or, for a browser test, over HTTP: POST a JSON list of rules to
 * /__faults (replaces the rules and starts a fresh request log), GET /__faults for the log so far.
 */
export type Fault =
  | { kind: "latency"; ms: number }
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: unknown }
  | { kind: "reset" }
  | { kind: "truncate" }
  | { kind: "malformed" }
  | { kind: "enum"; field: string; value: string }
  | { kind: "extra-fields" };

export type FaultRule = { method?: string; path?: string; fault: Fault; times?: number };
type LiveRule = { method?: string; path?: RegExp; fault: Fault; left: number };

/** What GET /__faults answers: every request received and those that reached the service. */
export type FaultLog = { seen: { method: string; path: string }[]; upstream: { method: string; path: string }[] };

/** `port` 0 (the default) takes a free one; a browser test's proxy needs a known port. */
export async function startFaultProxy(target: string, opts: { port?: number } = {}) {
  let rules: LiveRule[] = [];
  const upstream: { method: string; path: string }[] = [];
  const seen: { method: string; path: string }[] = [];

  const setFaults = (next: FaultRule[]) => {
    rules = next.map((r) => ({
      method: r.method,
      path: r.path ? new RegExp(r.path) : undefined,
      fault: r.fault,
      left: r.times ?? Infinity,
    }));
  };
  const take = (method: string, path: string) => {
    const rule = rules.find((r) => r.left > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path)));
    if (rule) rule.left--;
    return rule?.fault;
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    if (path === "/__faults" && method === "POST") {
      setFaults(JSON.parse(Buffer.concat(chunks).toString() || "[]") as FaultRule[]);
      seen.length = 0;
      upstream.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (path === "/__faults" && method === "GET") {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ seen, upstream } satisfies FaultLog));
      return;
    }
    seen.push({ method, path });
    const fault = take(method, path);
    if (fault?.kind === "latency") await new Promise((r) => setTimeout(r, fault.ms));
    if (fault?.kind === "reset") return void req.socket.destroy();
    if (fault?.kind === "status") {
      res.writeHead(fault.status, { "content-type": "application/json", ...fault.headers });
      res.end(JSON.stringify(fault.body ?? { detail: `injected ${fault.status}` }));
      return;
    }
    upstream.push({ method, path });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string" && name !== "host") headers.set(name, value);
    // A service that has gone away (a test closing it while a call is on its way) is a 502, as a
    // real gateway would answer, rather than an unhandled rejection in whatever test runs next.
    const answer = await fetch(target + path, {
      method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: "manual",
    }).catch(() => undefined);
    if (!answer)
      return void res
        .writeHead(502, { "content-type": "application/json" })
        .end(JSON.stringify({ detail: "upstream unreachable" }));
    const body = damage(Buffer.from(await answer.arrayBuffer()), fault);
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) out[name] = value;
    });
    res.writeHead(answer.status, out);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setFaults,
    /** Requests that reached the service, oldest first. */
    upstream,
    /** Every request the proxy received, faulted or not. */
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function damage(body: Buffer, fault: Fault | undefined): Buffer {
  if (!fault) return body;
  if (fault.kind === "truncate") return body.subarray(0, Math.floor(body.length / 2));
  if (fault.kind === "malformed") return Buffer.from(`{"detail": ${body.toString().slice(0, 20)}`);
  if (fault.kind !== "enum" && fault.kind !== "extra-fields") return body;
  const json = JSON.parse(body.toString()) as unknown;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).map(([k, v]) => [
      k,
      fault.kind === "enum" && k === fault.field && typeof v === "string" ? fault.value : walk(v),
    ]);
    if (fault.kind === "extra-fields") entries.push(["x_added_by_a_newer_service", { nested: [1, "two"] }]);
    return Object.fromEntries(entries);
  };
  return Buffer.from(JSON.stringify(walk(json)));
}
