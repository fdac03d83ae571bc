import { describe, expect, it } from "vitest";
import { serviceErrorResponse } from "@/lib/console/service-error-response";
import { ServiceError, type ServiceErrorKind } from "@/lib/service/errors";

const failure = (kind: ServiceErrorKind, status: number, detail = "refused") =>
  new ServiceError({ kind, status, detail, requestId: "req-42", method: "GET", path: "/v3/order/x/requisition/pdf" });

describe("a route handler's answer to a failed service call", () => {
  it.each([
    ["http", 404, 404],
    ["http", 422, 422],
    ["http", 409, 409],
    ["http", 429, 429],
    // The console's own key refused: not the person's fault, and not a sign-in problem.
    ["http", 401, 502],
    ["http", 403, 502],
    ["http", 500, 502],
    ["http", 503, 502],
    ["timeout", 504, 502],
    ["network", 503, 502],
    ["unexpected_shape", 502, 502],
    ["unavailable", 503, 503],
  ] as const)("%s %i → %i, with the readable detail and the request id", async (kind, status, expected) => {
    const res = serviceErrorResponse(failure(kind, status));
    expect(res.status).toBe(expected);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.requestId).toBe("req-42");
    expect(body.detail).toEqual(expect.any(String));
    expect(body.detail).not.toContain("/v3/");
  });

  it("says when to try again while calls are paused or the service is busy", () => {
    expect(serviceErrorResponse(failure("unavailable", 503)).headers.get("retry-after")).toBe("30");
    expect(serviceErrorResponse(failure("http", 429)).headers.get("retry-after")).toBe("30");
  });
});
