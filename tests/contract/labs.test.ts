import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAB_SLUGS } from "@/lib/contract/enums";
import { labList, labTest, labTestList, labTestPage } from "@/lib/contract/labs";
import { openApiDocument } from "@/lib/embedded-service/app";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const b64 = (s: string) => Buffer.from(s).toString("base64url");

describe("labs", () => {
  it("lists the labs with real slugs, never the spec's placeholder", async () => {
    const res = await svc.get("/v3/lab_tests/labs");
    expect(res.status).toBe(200);
    const labs = labList.parse(res.json);
    expect(labs.length).toBeGreaterThanOrEqual(4);
    for (const lab of labs) expect(LAB_SLUGS).toContain(lab.slug);
    expect(labs.map((l) => l.slug)).toEqual(expect.arrayContaining(["quest", "sonora_quest", "bioreference", "crl"]));
    expect(new Set(labs.map((l) => l.id)).size).toBe(labs.length);
  });

  it("refuses a call without the team key", async () => {
    for (const p of ["/v3/lab_tests/labs", "/v3/lab_test", "/v3/lab_tests"]) {
      expect((await svc.get(p, { key: null })).status).toBe(401);
    }
  });
});

describe("lab tests", () => {
  it("filters by the real service's lab_slug, collection_method, status and name", async () => {
    const page = async (q: string) =>
      labTestPage.parse((await svc.get(`/v3/lab_test?lab_test_limit=500&${q}`)).json).data;
    const quest = await page("lab_slug=quest");
    expect(quest.length).toBeGreaterThan(0);
    expect(quest.every((t) => t.lab.slug === "quest")).toBe(true);
    const kits = await page("collection_method=testkit");
    expect(kits.length).toBeGreaterThan(0);
    expect(kits.every((t) => t.method === "testkit")).toBe(true);
    const lipid = await page("name=LIPID");
    expect(lipid.length).toBeGreaterThan(0);
    expect(lipid.every((t) => /lipid/i.test(t.name))).toBe(true);
    expect(await page("status=inactive")).toEqual([]);
    expect((await page("status=active")).length).toBe((await page("")).length);
    expect((await svc.get("/v3/lab_test?collection_method=drone")).status).toBe(422);
  });

  it("answers the first page with default limit 50 in the contract's shape", async () => {
    const res = await svc.get("/v3/lab_test");
    expect(res.status).toBe(200);
    const page = labTestPage.parse(res.json);
    expect(page.data.length).toBeGreaterThanOrEqual(40);
    expect(page.data.length).toBeLessThanOrEqual(50);
    const methods = new Set(page.data.map((t) => t.method));
    expect([...methods].sort()).toEqual(["at_home_phlebotomy", "testkit", "walk_in_test"]);
    for (const t of page.data) {
      expect(t.markers.length).toBeGreaterThan(0);
      expect(t.price).toBeGreaterThan(0);
      expect(t.lab.slug).not.toBe("the service");
    }
  });

  it("walks every test exactly once with a cursor, in the deprecated list's order", async () => {
    const all = labTestList.parse((await svc.get("/v3/lab_tests")).json);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/v3/lab_test?lab_test_limit=7${cursor ? `&next_cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await svc.get(query);
      expect(res.status).toBe(200);
      const page = labTestPage.parse(res.json);
      expect(page.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.data.map((t) => t.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(seen).toEqual(all.map((t) => t.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(all.length / 7));
  });

  it("gives no next_cursor when the page holds the rest exactly", async () => {
    const total = (await svc.get("/v3/lab_tests")).json.length as number;
    const res = await svc.get(`/v3/lab_test?lab_test_limit=${total}`);
    expect(res.json.data).toHaveLength(total);
    expect(res.json.next_cursor).toBeNull();
    expect((await svc.get("/v3/lab_test?lab_test_limit=500")).status).toBe(200);
  });

  it("answers 422 naming the parameter for bad limits and cursors, never a 5xx", async () => {
    for (const limit of ["0", "501", "-1", "abc", "1.5"]) {
      const res = await svc.get(`/v3/lab_test?lab_test_limit=${limit}`);
      expect(res.status).toBe(422);
      expect(res.json.detail[0].loc).toEqual(["query", "lab_test_limit"]);
    }
    const badCursors = [
      "garbage",
      "%25%25",
      b64("lab_test:abc"),
      b64("lab_test:-1"),
      b64("order:3"),
      "x".repeat(300),
      b64("lab_test:99999999999999999999"),
    ];
    for (const cursor of badCursors) {
      const res = await svc.get(`/v3/lab_test?next_cursor=${cursor}`);
      expect(res.status).toBe(422);
      expect(res.json.detail[0].loc).toEqual(["query", "next_cursor"]);
    }
  });

  it("gets one test by id; unknown → 404, malformed → 422", async () => {
    const first = labTestPage.parse((await svc.get("/v3/lab_test?lab_test_limit=1")).json).data[0]!;
    const res = await svc.get(`/v3/lab_test/${first.id}`);
    expect(res.status).toBe(200);
    expect(labTest.parse(res.json)).toEqual(first);
    const missing = await svc.get("/v3/lab_test/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(typeof missing.json.detail).toBe("string");
    expect((await svc.get("/v3/lab_test/not-a-uuid")).status).toBe(422);
  });

  it("marks GET /v3/lab_tests deprecated in the OpenAPI document", () => {
    const doc = openApiDocument(svc.app);
    expect(doc.paths?.["/v3/lab_tests"]?.get?.deprecated).toBe(true);
    expect(doc.paths?.["/v3/lab_test"]?.get?.deprecated).toBeFalsy();
    expect(doc.paths?.["/v3/order/psc/info"]?.get).toBeDefined();
  });
});
