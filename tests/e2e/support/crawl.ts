import fs from "node:fs";
import { expect, type Page, type Response } from "@playwright/test";

/**
 * The link crawler: from a role's starting pages, follow every link inside the console, breadth
 * first, and check each page as a person would meet it. A page fails when its answer is an error
 * status, when it shows an error view (any element marked `data-error-view`: the error boundary,
 * a failed load, a 403 or 404 view), when the browser reports an error, or when the server logs
 * an error for any request the page made. Files (links with `download`) are fetched and must
 * answer 200 with something other than a page.
 *
 * Bounded: links are grouped by their shape (the path with ids taken out, and the names of the
 * query parameters), and only the first few of each shape are followed, so a list of a thousand
 * users costs a few rows, and the crawl as a whole stops at a page limit.
 */

/** Links of one shape followed: enough to meet a list's first rows in their different states. */
const PER_SHAPE = 2;
const MAX_PAGES = 60;

/** Not pages of the console: its APIs, the embedded service, framework files, sign-in. */
const OUTSIDE = [
  /^\/api\//,
  /^\/v[23](\/|$)/,
  /^\/openapi\.json$/,
  /^\/_next\//,
  /^\/sign-in/,
  /^\/link(\/|$)/,
  /^\/docs\/api\/try\//,
];

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/** "/users/<uuid>/steps?from=…&to=…" → "/users/:id/steps?from&to". */
export function linkShape(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((s) => (ID_SEGMENT.test(s) ? ":id" : s))
    .join("/");
  const keys = [...new Set(url.searchParams.keys())].sort();
  return keys.length ? `${path}?${keys.join("&")}` : path;
}

export type CrawlProblem = { url: string; from: string; problem: string };
export type CrawlReport = { pages: string[]; files: string[]; problems: CrawlProblem[]; shapes: number };

type Found = { href: string; download: boolean };

async function linksOn(page: Page): Promise<Found[]> {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      download: (a as HTMLAnchorElement).hasAttribute("download"),
    })),
  );
}

/** Server log lines at error level (pino's JSON, or Next.js's own "⨯" lines) naming one of these request ids. */
function serverErrors(logText: string, requestIds: Set<string>): string[] {
  return logText
    .split("\n")
    .filter((line) => /"level":"(error|fatal)"|"level":(50|60)\b|^\s*⨯/.test(line))
    .filter((line) => [...requestIds].some((id) => line.includes(id)))
    .map((line) => line.slice(0, 400));
}

export async function crawl(
  page: Page,
  opts: { origin: string; starts: string[]; serverLog: string },
): Promise<CrawlReport> {
  const logStart = fs.statSync(opts.serverLog).size;
  const queue: { url: string; from: string }[] = opts.starts.map((s) => ({
    url: new URL(s, opts.origin).href,
    from: "start",
  }));
  const seen = new Set(queue.map((q) => q.url));
  const perShape = new Map<string, number>();
  const report: CrawlReport = { pages: [], files: [], problems: [], shapes: 0 };
  // Request ids of everything each page asked the console, to find its lines in the server log.
  const requestIdsByPage = new Map<string, Set<string>>();
  let current = new Set<string>();
  let browserErrors: string[] = [];
  const onResponse = (res: Response) => {
    const id = res.headers()["x-request-id"];
    if (id && res.url().startsWith(opts.origin)) current.add(id);
  };
  page.on("response", onResponse);
  page.on("console", (m) => {
    if (m.type() === "error") browserErrors.push(m.text().slice(0, 300));
  });
  page.on("pageerror", (e) => browserErrors.push(e.message.slice(0, 300)));

  const take = (href: string, from: string, download: boolean) => {
    const url = new URL(href);
    url.hash = "";
    if (url.origin !== opts.origin || OUTSIDE.some((r) => r.test(url.pathname)) || seen.has(url.href)) return;
    const shape = (download ? "file:" : "") + linkShape(url);
    const taken = perShape.get(shape) ?? 0;
    if (taken >= PER_SHAPE) return;
    perShape.set(shape, taken + 1);
    seen.add(url.href);
    queue.push({ url: url.href, from: download ? `${from} (file)` : from });
  };

  while (queue.length > 0 && report.pages.length < MAX_PAGES) {
    const { url, from } = queue.shift()!;
    const problem = (text: string) => report.problems.push({ url, from, problem: text });
    if (from.endsWith("(file)")) {
      const res = await page.request.get(url);
      report.files.push(url);
      const type = res.headers()["content-type"] ?? "";
      if (res.status() !== 200 || type.includes("text/html")) problem(`file answered ${res.status()} ${type}`);
      continue;
    }
    current = new Set();
    browserErrors = [];
    const res = await page.goto(url);
    report.pages.push(url);
    requestIdsByPage.set(url, current);
    if (!res || res.status() >= 400) problem(`answered ${res?.status() ?? "nothing"}`);
    if (new URL(page.url()).pathname.startsWith("/sign-in")) problem("was sent to sign in");
    const views = await page
      .locator("[data-error-view]")
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-error-view")}: ${(e.textContent ?? "").slice(0, 160)}`),
      );
    for (const view of views) problem(`shows an error view (${view})`);
    for (const link of await linksOn(page)) take(link.href, url, link.download);
    // Errors the page reported while it loaded, before the next page replaces it.
    for (const text of browserErrors) problem(`browser error: ${text}`);
  }
  page.off("response", onResponse);
  report.shapes = perShape.size;

  // The server writes its log asynchronously: give the last page's lines a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const fd = fs.openSync(opts.serverLog, "r");
  const size = fs.fstatSync(fd).size;
  const buffer = Buffer.alloc(size - logStart);
  fs.readSync(fd, buffer, 0, buffer.length, logStart);
  fs.closeSync(fd);
  const logText = buffer.toString("utf8");
  for (const [url, ids] of requestIdsByPage)
    for (const line of serverErrors(logText, ids)) report.problems.push({ url, from: "server log", problem: line });
  return report;
}

/** The crawl's problems as one readable list, so a failure names every broken page at once. */
export function expectNoProblems(report: CrawlReport) {
  const lines = report.problems.map((p) => `${p.url} (linked from ${p.from}): ${p.problem}`);
  expect(lines, `${report.pages.length} pages and ${report.files.length} files crawled`).toEqual([]);
}
