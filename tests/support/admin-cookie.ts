import { chromium } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Signs in as the demo admin through the real sign-in form in Debian's Chromium and returns the
 * session as a Cookie header, for load generators (the load gate, the benchmarks) that then call
 * the console without a browser.
 */
export async function adminSessionCookie(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("admin@labdesk.local");
    await page.getByLabel("Password").fill(process.env.DEMO_PASSWORD ?? "labdesk-demo-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/users$/, { timeout: 120_000 });
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}
