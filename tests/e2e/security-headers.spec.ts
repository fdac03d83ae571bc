import type { BrowserContext } from "@playwright/test";
import { demoAccount, expect, signInThroughForm, test } from "./fixtures/roles";

/**
 * The production server's headers and session cookie: a nonce-based CSP
 * without unsafe-eval that no page can frame, nosniff, a referrer policy, no caching of console
 * pages, HSTS only behind HTTPS, and a session cookie scripts cannot read.
 */
test.describe("as Admin", () => {
  test.use({ role: "admin" });

  test("console pages carry a nonce CSP without unsafe-eval, and every script uses that nonce", async ({ page }) => {
    const res = await page.goto("/users");
    const headers = res!.headers();
    const csp = headers["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["strict-transport-security"]).toBeUndefined();

    const html = await res!.text();
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag, tag).toContain(`nonce="${nonce}"`);
    // A fresh nonce per response.
    const again = (await page.request.get("/users")).headers()["content-security-policy"]!;
    expect(/'nonce-([^']+)'/.exec(again)?.[1]).not.toBe(nonce);
  });

  test("behind an HTTPS proxy the console asks browsers to stay on HTTPS", async ({ request }) => {
    const res = await request.get("/users", { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
    expect(res.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });
});

test("the session cookie is HttpOnly and SameSite=Lax, and Secure when the console is reached over HTTPS", async ({
  page,
  browser,
}, info) => {
  const account = demoAccount("analyst");
  const sessionCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"));

  await test.step("over plain HTTP", async () => {
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/users$/);
    expect(await sessionCookie(page.context())).toMatchObject({
      name: "authjs.session-token",
      httpOnly: true,
      sameSite: "Lax",
      secure: false,
      path: "/",
    });
  });

  // The same sign-in through a TLS-terminating proxy: the cookie gets the __Secure- prefix and
  // flag. The browser keeps it (a loopback address counts as secure), and the console's pages open
  // with it, so the secure session is checked where it is used, not only as a header.
  await test.step("behind a TLS-terminating proxy", async () => {
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: { "x-forwarded-proto": "https" },
    });
    try {
      const behindTls = await context.newPage();
      await signInThroughForm(behindTls, account.email, account.password);
      await expect(behindTls).toHaveURL(/\/users$/);
      await expect(behindTls.getByRole("navigation", { name: "Main" })).toBeVisible();
      expect(await sessionCookie(context)).toMatchObject({
        name: "__Secure-authjs.session-token",
        httpOnly: true,
        sameSite: "Lax",
        secure: true,
        path: "/",
      });
    } finally {
      await context.close();
    }
  });
});
