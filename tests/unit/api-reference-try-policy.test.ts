import { describe, expect, it } from "vitest";
import { matchTryPath, TRY_RULES } from "@/lib/api-reference/try-policy";
import { referenceDocument, referencePageHtml, TRY_BASE_PATH } from "@/lib/api-reference/reference-page";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";
import { buildPath } from "@/lib/service/route";

const reads = Object.entries(serviceOpenApiDocument().paths ?? {})
  .filter(([, item]) => item && "get" in item)
  .map(([path]) => path);
const split = (path: string) => path.split("/").filter(Boolean);

describe("the API reference's try-it policy", () => {
  it("decides every read of the interface, and only those", () => {
    expect(TRY_RULES.map((r) => r.template).sort()).toEqual([...reads].sort());
  });

  it("prefers a literal segment to a parameter, and keeps values inside their segment", () => {
    expect(matchTryPath(split("/v3/order/psc/info"))?.rule.template).toBe("/v3/order/psc/info");
    const byOrder = matchTryPath(["v3", "order", "o-1", "psc", "info"]);
    expect(byOrder?.rule.template).toBe("/v3/order/{order_id}/psc/info");
    expect(byOrder?.params).toEqual({ order_id: "o-1" });
    const resolved = matchTryPath(["v2", "user", "resolve", "a/b?c"]);
    expect(resolved?.params).toEqual({ client_user_id: "a/b?c" });
    expect(buildPath(resolved!.rule.template, resolved!.params)).toBe("/v2/user/resolve/a%2Fb%3Fc");
  });

  it("refuses what is not a read of the interface, and dot segments that would reach another", () => {
    expect(matchTryPath(split("/v2/link/token"))).toBeNull();
    expect(matchTryPath(["v2", "user", ".."])).toBeNull();
    expect(matchTryPath(["v2", "user", "."])).toBeNull();
    expect(matchTryPath(split("/v2/anything"))).toBeNull();
  });

  it("holds a patient's record and results to the roles that read them", () => {
    const rule = (template: string) => TRY_RULES.find((r) => r.template === template)!;
    expect(rule("/v2/user/{user_id}/info/latest")).toMatchObject({ permission: "patient.read" });
    expect(rule("/v3/order/{order_id}/result")).toMatchObject({ permission: "patient.read" });
  });
});

describe("the reference page", () => {
  it("points the renderer at the console's proxy and asks for no key", () => {
    const doc = referenceDocument();
    expect(doc.servers).toEqual([expect.objectContaining({ url: TRY_BASE_PATH })]);
    const json = JSON.stringify(doc);
    expect(json).not.toContain('"security"');
    expect(json).not.toContain("securitySchemes");
    expect(doc.info.description).toContain("x-service-api-key");
  });

  it("inlines the document as data the browser does not run, and loads nothing from elsewhere", () => {
    const html = referencePageHtml();
    expect(html).toContain('<script id="api-reference" type="application/json"');
    expect(html).toContain('<script src="/docs/api/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\/(?!json-schema|spec\.openapis)/);
    // Only the two script tags: the document's own text cannot close one early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain("&quot;withDefaultFonts&quot;:false");
  });
});
