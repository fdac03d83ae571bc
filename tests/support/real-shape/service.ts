import { toRealForm } from "./conflicts";
import { findRealRoute, type RealRoute, type Serializer, type SerializerError, type SerializerOptions } from "./routes";

/**
 * A service that answers exactly as the real one would: the embedded service behind the vendor
 * SDK's serializers. Answers are parsed and re-serialised with unknown keys stripped, so only the
 * real service's keys reach the caller (never one only the documented interface has, such as a user-info
 * address's `zip_code`); a body is parsed the same way and refused with the real service's 422
 * when it does not fit, so only the real keys reach the embedded service. An answer that does not
 * parse becomes a loud 502 naming the failing paths (never values, which may be patient details).
 * Errors, non-JSON answers and endpoints outside the table pass through untouched.
 */
export type InnerFetch = (req: Request) => Response | Promise<Response>;
export type RealShapeOptions = { log?: (line: string) => void };

const OPTIONS: SerializerOptions = {
  unrecognizedObjectKeys: "strip",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
};

/**
 * Dotted paths of serializer errors; a missing key is reported at its parent, so its name (from
 * the message) is appended. List indexes become numbers, as in the real service's `loc`.
 */
export function errorPaths(errors: SerializerError[]): (string | number)[][] {
  return errors.map((e) => {
    const missing = /^Missing required key "(.+)"$/.exec(e.message);
    const steps = missing ? [...e.path, missing[1]!] : e.path;
    return steps.map((s) => (/^\[?\d+\]?$/.test(s) ? Number(s.replace(/[[\]]/g, "")) : s));
  });
}

export const dotted = (path: (string | number)[]) =>
  path
    .map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`))
    .join("")
    .replace(/^\./, "") || "(root)";

const jsonAnswer = (status: number, body: unknown, headers?: Headers) => {
  const h = new Headers(headers);
  h.delete("content-length");
  h.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: h });
};

/** Parses with a serializer and writes the result back as wire JSON: the real keys only. */
function realOnly(
  serializer: Serializer,
  json: unknown,
): { ok: true; value: unknown } | { ok: false; errors: SerializerError[] } {
  const parsed = serializer.parse(json, OPTIONS);
  if (!parsed.ok) return parsed;
  return serializer.json(parsed.value, OPTIONS);
}

export function realShaped(inner: InnerFetch, opts: RealShapeOptions = {}): (req: Request) => Promise<Response> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const unknownSeen = new Set<string>();

  async function forwardBody(req: Request, route: RealRoute & { request: Serializer }): Promise<Request | Response> {
    const text = await req.text();
    const headers = new Headers(req.headers);
    headers.delete("content-length");
    const rebuilt = (body: string) => new Request(req.url, { method: req.method, headers, body, signal: req.signal });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the embedded service refuses it the way the real one would.
      return rebuilt(text);
    }
    const real = realOnly(route.request, toRealForm(route.method, route.template, "request", json));
    if (real.ok) return rebuilt(JSON.stringify(real.value));
    const detail = errorPaths(real.errors).map((path, i) => {
      const message = real.errors[i]!.message;
      const missing = message.startsWith("Missing required key");
      // The serializer's message quotes the value it received, which may be a patient's detail.
      return {
        loc: ["body", ...path],
        msg: missing ? "Field required" : message.replace(/\s*Received .*$/s, ""),
        type: missing ? "missing" : "value_error",
      };
    });
    return jsonAnswer(422, { detail });
  }

  return async function realShapedFetch(req: Request): Promise<Response> {
    const { pathname } = new URL(req.url);
    const route = findRealRoute(req.method, pathname);
    if (!route) {
      const key = `${req.method} ${pathname}`;
      // The hosted link page and its images are the service's web pages, not its API: no shape to check.
      const page = pathname.startsWith("/link/");
      if (!page && !unknownSeen.has(key))
        log(`[real-shape] ${key}: not a route of the real-shape table, passed through as is`);
      unknownSeen.add(key);
      return inner(req);
    }
    let forward = req;
    if (route.request && req.body !== null) {
      const prepared = await forwardBody(req, { ...route, request: route.request });
      if (prepared instanceof Response) return prepared;
      forward = prepared;
    }
    const res = await inner(forward);
    if (!route.response || !res.ok || !(res.headers.get("content-type") ?? "").includes("application/json")) return res;
    const where = `${route.method} ${route.template}`;
    let json: unknown;
    try {
      json = JSON.parse(await res.text());
    } catch {
      log(`[real-shape] ${where} answered ${res.status} with a body that is not JSON`);
      return jsonAnswer(502, { detail: `${where}: the answer is not JSON` });
    }
    const real = realOnly(route.response, toRealForm(route.method, route.template, "response", json));
    if (real.ok) return jsonAnswer(res.status, real.value, res.headers);
    // Each failing field once, list indexes folded to `[]`: a list fails item by item.
    const paths = [...new Set(errorPaths(real.errors).map((p) => dotted(p).replace(/\[\d+\]/g, "[]")))];
    log(`[real-shape] ${where} answered a shape the real service does not send, at: ${paths.join(", ")}`);
    return jsonAnswer(502, { detail: `${where}: the answer does not match the real service at ${paths.join(", ")}` });
  };
}

/** The same wrapper as the console's service client wants it: `(url, init) => Response`. */
export function realShapedClientFetch(inner: InnerFetch, opts: RealShapeOptions = {}) {
  const fetchReal = realShaped(inner, opts);
  return (url: string, init: RequestInit) => fetchReal(new Request(url, init));
}
