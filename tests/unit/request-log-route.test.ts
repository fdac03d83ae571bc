import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/ops/logger";
import { withRequestLog } from "@/lib/ops/request-handler";
import { noteRouteTemplate } from "@/lib/ops/request-log-context";
import { logRouteOf, pathShape } from "@/lib/ops/route-template";

// What Next.js leaves on a request it served: the route it matched (lib/ops/route-template.ts).
const servedBy = (page: string) =>
  ({ [Symbol.for("NextInternalRequestMeta")]: { match: { definition: { page } } } }) as unknown as http.IncomingMessage;
const unmatched = {} as http.IncomingMessage;

describe("the route a request log line names", () => {
  it("is Next.js's route template, without its route groups", () => {
    expect(logRouteOf(servedBy("/(console)/users/[id]/page"), "/users/6f1c2d3e-0000-4000-8000-000000000001")).toBe(
      "/users/[id]",
    );
    expect(logRouteOf(servedBy("/(console)/users/page"), "/users")).toBe("/users");
    expect(logRouteOf(servedBy("/page"), "/")).toBe("/");
  });

  it("names a catch-all route by the template of the service call made for it", () => {
    const tryIt = servedBy("/docs/api/try/[...path]/route");
    const path = "/docs/api/try/v2/user/resolve/zebulon%40example.org";
    expect(logRouteOf(tryIt, path, ["/v2/user/resolve/{client_user_id}"])).toBe(
      "/docs/api/try/v2/user/resolve/{client_user_id}",
    );
    // The embedded service, called over HTTP, names the whole path's template.
    expect(
      logRouteOf(servedBy("/v2/[[...path]]/route"), "/v2/user/resolve/zebulon", ["/v2/user/resolve/{client_user_id}"]),
    ).toBe("/v2/user/resolve/{client_user_id}");
    // A template that does not fit the path is never used; then the catch-all route itself.
    expect(logRouteOf(tryIt, path, ["/v2/user/{user_id}"])).toBe("/docs/api/try/[...path]");
    expect(logRouteOf(tryIt, path)).toBe("/docs/api/try/[...path]");
  });

  it("logs a path no route matched by its shape, ids replaced", () => {
    expect(pathShape("/nowhere/zebulon@example.org/6f1c2d3e-0000-4000-8000-000000000001")).toBe("/nowhere/:id/:id");
    expect(logRouteOf(unmatched, "/_next/static/chunks/app-4f2a9c.js")).toBe("/_next/static/chunks/:id");
    expect(logRouteOf(servedBy("/_not-found/page"), "/users/Zebulon")).toBe("/users/:id");
  });

  it("is what the server's line carries: a try-it call for a client's own id logs the template", async () => {
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      Object.assign(req, servedBy("/docs/api/try/[...path]/route"));
      noteRouteTemplate("/v2/user/resolve/{client_user_id}");
      res.end("{}");
    };
    const server = http.createServer(withRequestLog(handler, { log }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      await (await fetch(`http://127.0.0.1:${port}/docs/api/try/v2/user/resolve/zebulon@example.org`)).text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).route).toBe("/docs/api/try/v2/user/resolve/{client_user_id}");
    expect(lines[0]).not.toContain("zebulon");
  });
});
