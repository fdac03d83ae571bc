/**
 * The JavaScript budget (issue 10), checked on every test run after the build: first-load
 * JavaScript per route, gzipped, from the build's own route statistics
 * (.next/diagnostics/route-bundle-stats.json). Fails when a route passes its budget, or when the
 * map or chart library is in any route's first load (they must load only where they are shown).
 * Usage: tsx tests/budget/js-budget.ts [--json]
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_GZIP_BYTES = 200 * 1024;
// Text only the map (Leaflet) or chart (Recharts) libraries ship.
const HEAVY_LIBRARIES = [
  { name: "Leaflet", marker: "leaflet-container" },
  { name: "Recharts", marker: "recharts-wrapper" },
];

type RouteStats = { route: string; firstLoadUncompressedJsBytes: number; firstLoadChunkPaths: string[] };

export function jsBudgetReport(root = process.cwd()) {
  const statsFile = path.join(root, ".next/diagnostics/route-bundle-stats.json");
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: build first (npx tsx lib/cli/build-if-needed.ts)`);
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as RouteStats[];
  const chunkCache = new Map<string, { gzip: number; heavy: string[] }>();
  const chunk = (rel: string) => {
    let info = chunkCache.get(rel);
    if (!info) {
      const text = fs.readFileSync(path.join(root, rel));
      const source = text.toString("utf8");
      info = { gzip: gzipSync(text, { level: 9 }).length, heavy: HEAVY_LIBRARIES.filter((l) => source.includes(l.marker)).map((l) => l.name) };
      chunkCache.set(rel, info);
    }
    return info;
  };
  return stats
    .filter((s) => !s.route.startsWith("/_"))
    .map((s) => {
      const chunks = s.firstLoadChunkPaths.filter((p) => p.endsWith(".js")).map(chunk);
      const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
      const heavy = [...new Set(chunks.flatMap((c) => c.heavy))];
      return { route: s.route, gzip, raw: s.firstLoadUncompressedJsBytes, heavy, ok: gzip <= BUDGET_GZIP_BYTES && heavy.length === 0 };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

if (require.main === module) {
  const report = jsBudgetReport();
  if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`First-load JavaScript per route (gzip; budget ${BUDGET_GZIP_BYTES / 1024} KB, no map or chart library):`);
    for (const r of report) {
      const flag = r.ok ? "" : `  OVER BUDGET${r.heavy.length ? ` (ships ${r.heavy.join(", ")} up front)` : ""}`;
      console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB  ${r.route}${flag}`);
    }
  }
  const over = report.filter((r) => !r.ok);
  if (over.length) {
    console.error(`${over.length} route(s) over the JavaScript budget: ${over.map((r) => r.route).join(", ")}`);
    process.exit(1);
  }
}
