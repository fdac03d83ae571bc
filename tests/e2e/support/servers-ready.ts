/**
 * The last "web server" of .config/playwright.config.ts: it starts nothing, it waits. The servers
 * before it are all launched at once (Playwright would otherwise start each one only after the
 * previous one answers), so the tests begin when this prints that every one of them answers.
 * A server whose command ended before it answered fails the start at once, instead of after the
 * whole start-up timeout.
 * Usage: tsx tests/e2e/support/servers-ready.ts '<JSON list of { name, url, exited }>'
 */
import fs from "node:fs";

type Awaited = { name: string; url: string; exited: string };

const awaited = JSON.parse(process.argv[2] ?? "[]") as Awaited[];

/** Answers the way Playwright's own url check accepts (2xx, 3xx after redirects, 400–403). */
async function answers(url: string) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel();
    return res.status >= 200 && res.status < 404;
  } catch {
    return false;
  }
}

async function main() {
  const pending = new Set(awaited);
  while (pending.size) {
    for (const server of pending) {
      if (fs.existsSync(server.exited)) {
        console.error(`[servers-ready] the ${server.name} server's command ended before it answered at ${server.url}`);
        process.exit(1);
      }
      if (await answers(server.url)) pending.delete(server);
    }
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`[servers-ready] all ${awaited.length} servers answer`);
  // Stays up like the servers, so Playwright stops it with them.
  setInterval(() => {}, 1 << 30);
}

void main();
