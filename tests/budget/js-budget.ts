/**
 * The JavaScript budget, checked by `npm test` after the build: the first-load
 * JavaScript of every page, gzipped, from the build's own route statistics
 * (.next/diagnostics/route-bundle-stats.json), must stay within BUDGET_GZIP_BYTES, and the map
 * (Leaflet) and chart (Recharts) libraries must not be in any page's first load: they load, with
 * next/dynamic, only where they are shown. The pages come from the build too
 * (.next/app-path-routes-manifest.json), so a new page is checked without being listed here.
 * Usage: tsx tests/budget/js-budget.ts [--json]   (after a build; `npm run check:budget` builds if needed)
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET_GZIP_BYTES = 200 * 1024;
// Text only the map (Leaflet) or chart (Recharts) library ships: a CSS class each sets on its root.
export const HEAVY_LIBRARIES = [
  { name: "Leaflet (map)", marker: "leaflet-container" },
  { name: "Recharts (chart)", marker: "recharts-wrapper" },
] as const;

type RouteStats = { route: string; firstLoadUncompressedJsBytes: number; firstLoadChunkPaths: string[] };
export type RouteBudget = { route: string; gzip: number; raw: number; heavy: string[]; ok: boolean };
export type BudgetReport = { routes: RouteBudget[]; problems: string[] };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (npx tsx lib/cli/build-if-needed.ts)`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** Every page route of the build ("/users/[userId]"), internal ones ("/_not-found") included. */
function pageRoutes(root: string): string[] {
  const manifest = readJson<Record<string, string>>(path.join(root, ".next/app-path-routes-manifest.json"));
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route);
}

export function jsBudgetReport(root = process.cwd()): BudgetReport {
  const stats = readJson<RouteStats[]>(path.join(root, ".next/diagnostics/route-bundle-stats.json"));
  const chunkCache = new Map<string, { gzip: number; heavy: string[] }>();
  const chunk = (rel: string) => {
    let info = chunkCache.get(rel);
    if (!info) {
      const bytes = fs.readFileSync(path.join(root, rel));
      const text = bytes.toString("utf8");
      info = {
        gzip: gzipSync(bytes, { level: 9 }).length,
        heavy: HEAVY_LIBRARIES.filter((l) => text.includes(l.marker)).map((l) => l.name),
      };
      chunkCache.set(rel, info);
    }
    return info;
  };

  const routes = stats
    .map((s): RouteBudget => {
      const chunks = s.firstLoadChunkPaths.filter((p) => p.endsWith(".js")).map(chunk);
      const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
      const heavy = [...new Set(chunks.flatMap((c) => c.heavy))];
      return {
        route: s.route,
        gzip,
        raw: s.firstLoadUncompressedJsBytes,
        heavy,
        ok: gzip <= BUDGET_GZIP_BYTES && heavy.length === 0,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const problems: string[] = [];
  for (const r of routes) {
    if (r.gzip > BUDGET_GZIP_BYTES)
      problems.push(
        `${r.route}: first-load JavaScript is ${kb(r.gzip)} KB gzip, over its ${kb(BUDGET_GZIP_BYTES)} KB budget`,
      );
    for (const lib of r.heavy)
      problems.push(`${r.route}: ships ${lib} in its first load; load it with next/dynamic where it is shown`);
  }
  // A page without statistics would pass unchecked; internal pages (/_global-error) may have none.
  const measured = new Set(routes.map((r) => r.route));
  for (const route of pageRoutes(root))
    if (!measured.has(route) && !route.startsWith("/_"))
      problems.push(`${route}: the build has no bundle statistics for this page, so its budget cannot be checked`);
  // The library check is only as good as its markers: each must still be found in the build.
  const chunksDir = path.join(root, ".next/static/chunks");
  const allChunks = fs.readdirSync(chunksDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  for (const lib of HEAVY_LIBRARIES) {
    if (!allChunks.some((f) => fs.readFileSync(path.join(chunksDir, f), "utf8").includes(lib.marker)))
      problems.push(
        `no chunk of the build contains "${lib.marker}": the check for ${lib.name} no longer recognises it (update HEAVY_LIBRARIES)`,
      );
  }
  return { routes, problems };
}

// Run as a script (tsx), not when imported by the unit test.
if (typeof require !== "undefined" && require.main === module) {
  const report = jsBudgetReport();
  if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`First-load JavaScript per route (gzip; budget ${kb(BUDGET_GZIP_BYTES)} KB, no map or chart library):`);
    for (const r of report.routes) {
      const flag = r.ok ? "" : `  OVER BUDGET${r.heavy.length ? ` (ships ${r.heavy.join(", ")} up front)` : ""}`;
      console.log(`  ${kb(r.gzip).padStart(6)} KB  ${r.route}${flag}`);
    }
  }
  if (report.problems.length) {
    console.error(
      `\nJavaScript budget: ${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
}
