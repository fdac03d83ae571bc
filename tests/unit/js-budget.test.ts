import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { BUDGET_GZIP_BYTES, jsBudgetReport } from "@/tests/budget/js-budget";

/**
 * The budget check against a made-up build directory: the same files `next build` writes, with
 * chunks whose gzip size is known (random bytes do not compress).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Page = { route: string; chunks: string[] };

function fakeBuild(pages: Page[], chunks: Record<string, string | Buffer>, extraPages: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, ".next/diagnostics"), { recursive: true });
  fs.mkdirSync(path.join(root, ".next/static/chunks"), { recursive: true });
  for (const [name, content] of Object.entries(chunks))
    fs.writeFileSync(path.join(root, ".next/static/chunks", name), content);
  const stats = pages.map((p) => ({
    route: p.route,
    firstLoadUncompressedJsBytes: 0,
    firstLoadChunkPaths: p.chunks.map((c) => `.next/static/chunks/${c}`),
  }));
  fs.writeFileSync(path.join(root, ".next/diagnostics/route-bundle-stats.json"), JSON.stringify(stats));
  const manifest = Object.fromEntries(
    [...pages.map((p) => p.route), ...extraPages].map((r) => [`/(console)${r === "/" ? "" : r}/page`, r]),
  );
  manifest["/api/thing/route"] = "/api/thing";
  fs.writeFileSync(path.join(root, ".next/app-path-routes-manifest.json"), JSON.stringify(manifest));
  return root;
}

// Async chunks that only the map and chart pages load: the markers exist in the build.
const lazyLibraries = {
  "map.js": "L.DomUtil.addClass(e,'leaflet-container')",
  "chart.js": "className:'recharts-wrapper'",
};

describe("jsBudgetReport", () => {
  it("passes pages within the budget and fails one past it, naming the route, its size and the budget", () => {
    const root = fakeBuild(
      [
        { route: "/small", chunks: ["framework.js"] },
        { route: "/users", chunks: ["framework.js", "big.js"] },
      ],
      { "framework.js": randomBytes(100 * 1024), "big.js": randomBytes(120 * 1024), ...lazyLibraries },
    );
    const { routes, problems } = jsBudgetReport(root);
    expect(routes.find((r) => r.route === "/small")?.ok).toBe(true);
    expect(routes.find((r) => r.route === "/users")?.ok).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/users: first-load JavaScript is 220\.\d KB gzip, over its 200\.0 KB budget$/);
    expect(BUDGET_GZIP_BYTES).toBe(200 * 1024);
  });

  it("fails a page that ships the map or chart library in its first load, whatever its size", () => {
    const root = fakeBuild([{ route: "/psc", chunks: ["page.js", "map.js"] }], { "page.js": "x", ...lazyLibraries });
    const { problems } = jsBudgetReport(root);
    expect(problems).toEqual([
      "/psc: ships Leaflet (map) in its first load; load it with next/dynamic where it is shown",
    ]);
  });

  it("fails when a page of the build has no statistics, and when a library marker is found nowhere", () => {
    const root = fakeBuild(
      [{ route: "/users", chunks: ["page.js"] }],
      { "page.js": "x", "map.js": lazyLibraries["map.js"] },
      ["/audit", "/_global-error"],
    );
    const { problems } = jsBudgetReport(root);
    expect(problems).toEqual([
      "/audit: the build has no bundle statistics for this page, so its budget cannot be checked",
      'no chunk of the build contains "recharts-wrapper": the check for Recharts (chart) no longer recognises it (update HEAVY_LIBRARIES)',
    ]);
  });
});
