import { CHROMIUM } from "../support/admin-cookie";
import { consoleWorld, type ConsoleWorld } from "./console-world";
import { failingAccessibility, labMetrics, whereTimeGoes } from "./lighthouse-notes";
import type { Benchmark, BenchResult } from "./types";

const DEBUG_PORT = Number(process.env.BENCH_CHROME_PORT ?? 3329);
/** Desktop by default: the console is an internal tool used on desktop browsers. */
const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET === "mobile" ? "mobile" : "desktop";
const PERFORMANCE_TARGET = 90;
const ACCESSIBILITY_TARGET = 100;

type Page = { name: string; path: string; signedIn: boolean };

const pages = (w: ConsoleWorld): Page[] => [
  { name: "sign-in", path: "/sign-in", signedIn: false },
  { name: "users list", path: "/users", signedIn: true },
  { name: "patient details", path: `/users/${w.data.demoUserId}/patient`, signedIn: true },
  { name: "steps, heavy user", path: `/users/${w.data.heavyUserId}/steps`, signedIn: true },
  { name: "PSC search", path: "/psc?zip=10001&lab=1&radius=25", signedIn: true },
  { name: "appointments", path: "/appointments", signedIn: true },
];

/**
 * Lighthouse (programmatic API) with Debian's Chromium, headless, on the production console the
 * console-pages benchmark started (or a new one): performance and accessibility per page. Signed-in
 * pages get the admin's session cookie as an extra header on every request Lighthouse makes.
 */
export const lighthouseBenchmark: Benchmark = {
  name: "lighthouse",
  description: `Lighthouse performance and accessibility, ${PRESET} preset, Chromium headless`,
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("lighthouse needs the runner's data directory");
    const w = await consoleWorld(dataDir, log);
    // Lighthouse and chrome-launcher are ES modules only; the runner is CommonJS under tsx.
    const { default: lighthouse, desktopConfig, defaultConfig } = await import("lighthouse");
    const { launch } = await import("chrome-launcher");
    const chrome = await launch({
      chromePath: CHROMIUM,
      port: DEBUG_PORT,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    const rows: BenchResult[] = [];
    let ranWith = "";
    try {
      for (const page of pages(w)) {
        const result = await lighthouse(
          w.baseUrl + page.path,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
            extraHeaders: page.signedIn ? { Cookie: w.cookie } : undefined,
          },
          PRESET === "desktop" ? desktopConfig : defaultConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        ranWith = `Lighthouse ${lhr.lighthouseVersion}, ${/(Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "Chromium"}`;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path.split("?")[0])
          throw new Error(`Lighthouse on ${page.path} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const perf = score("performance");
        const a11y = score("accessibility");
        const failing = failingAccessibility(lhr);
        const metrics = labMetrics(lhr);
        log(`${page.name}: performance ${perf}, accessibility ${a11y}; ${metrics}`);
        for (const note of whereTimeGoes(lhr)) log(`  ${note}`);
        for (const f of failing) log(`  ${f.id}: ${f.nodes.join(" | ")}`);
        rows.push(
          {
            benchmark: "lighthouse",
            metric: `${page.name}: performance`,
            value: String(perf),
            target: `≥ ${PERFORMANCE_TARGET}`,
            met: perf >= PERFORMANCE_TARGET,
          },
          { benchmark: "lighthouse", metric: `${page.name}:   … lab metrics`, value: metrics },
          {
            benchmark: "lighthouse",
            metric: `${page.name}: accessibility`,
            value: failing.length ? `${a11y} (failing: ${failing.map((f) => f.id).join(", ")})` : String(a11y),
            target: String(ACCESSIBILITY_TARGET),
            met: a11y >= ACCESSIBILITY_TARGET,
          },
        );
      }
      rows.push({ benchmark: "lighthouse", metric: "ran with", value: ranWith });
      return rows;
    } finally {
      chrome.kill();
    }
  },
};
