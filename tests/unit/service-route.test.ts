import { describe, expect, it } from "vitest";
import { buildPath, RouteParamError } from "@/lib/service/route";

/** Building a service path from its route template: each value becomes exactly one segment. */
describe("service route templates", () => {
  it("fills each named segment, percent-encoding anything that is not plain path text", () => {
    expect(buildPath("/v2/user/")).toBe("/v2/user/");
    expect(buildPath("/v3/order/{order_id}/result", { order_id: "3f2a-01" })).toBe("/v3/order/3f2a-01/result");
    expect(buildPath("/v2/user/{user_id}/{provider}", { user_id: "u 1", provider: "oura" })).toBe(
      "/v2/user/u%201/oura",
    );
    expect(buildPath("/v2/user/resolve/{client_user_id}", { client_user_id: "a/b?c=d#e%f" })).toBe(
      "/v2/user/resolve/a%2Fb%3Fc%3Dd%23e%25f",
    );
    expect(buildPath("/v2/user/resolve/{client_user_id}", { client_user_id: "José+Ō" })).toBe(
      "/v2/user/resolve/Jos%C3%A9%2B%C5%8C",
    );
    // Dots inside a value are harmless; only a whole "." or ".." segment moves a URL.
    expect(buildPath("/v3/order/{order_id}", { order_id: "a..b" })).toBe("/v3/order/a..b");
  });

  it("keeps the path where the template put it once a URL parser has read it", () => {
    const path = buildPath("/v3/order/{order_id}/requisition/pdf", { order_id: "../../v2/user" });
    expect(new URL(path, "http://service.test").pathname).toBe("/v3/order/..%2F..%2Fv2%2Fuser/requisition/pdf");
  });

  it("refuses a missing, empty or dot-only value instead of building another endpoint's path", () => {
    for (const value of [undefined, "", ".", ".."]) {
      const params: Record<string, string> = value === undefined ? {} : { user_id: value };
      expect(() => buildPath("/v2/user/{user_id}", params)).toThrow(RouteParamError);
    }
  });
});
