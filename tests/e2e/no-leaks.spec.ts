import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { ROLE_LABELS, ROLES, seesPhi, type Role } from "../../lib/console/permissions";
import { tabLinksFor } from "../../lib/console/users/user-tabs";
import { navItemsFor } from "../../components/shell/nav-config";
import { AUTH_SECRET_SENTINEL, PHI_SENTINELS, SENTINEL_PATIENT, leaksIn, savePlanted } from "./support/leak-sentinels";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, test } from "./fixtures/roles";

/**
 * The leak crawler: as every role, visit every page the role can reach and open every
 * dialog on it, keeping everything the browser receives (HTML, RSC payloads, JavaScript chunks,
 * response headers, cookies). The team key, the auth secret and tokens created at the service
 * never appear; a planted patient's details reach only the roles allowed to see them.
 */
const api = (request: APIRequestContext, method: "get" | "post" | "patch", url: string, data?: unknown) =>
  request[method](url, { headers: { "x-service-api-key": E2E_SERVICE_KEY }, data });

let userId: string;
let secrets: Record<string, string>;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const created = await api(request, "post", "/v2/user/", {
    client_user_id: `leak-check-${randomBytes(4).toString("hex")}`,
  });
  userId = (await created.json()).user_id;
  expect((await api(request, "patch", `/v2/user/${userId}/info`, SENTINEL_PATIENT)).status()).toBe(200);
  const link = await (await api(request, "post", "/v2/link/token", { user_id: userId })).json();
  const signIn = await (await api(request, "post", `/v2/user/${userId}/sign_in_token`)).json();
  const oauthAccess = `labdesk-demo-fitbit.sentinel-${randomBytes(8).toString("hex")}`;
  const oauthRefresh = `sentinel-refresh-${randomBytes(8).toString("hex")}`;
  const bulk = await api(request, "post", "/v2/link/bulk_import", {
    provider: "fitbit",
    connections: [
      {
        user_id: userId,
        access_token: oauthAccess,
        refresh_token: oauthRefresh,
        provider_id: "leak-check",
        expires_at: 1_900_000_000,
        oauth_scopes: ["activity"],
      },
    ],
    wait_for_completion: true,
  });
  expect(bulk.status()).toBe(200);
  secrets = {
    "team key": E2E_SERVICE_KEY,
    "auth secret": AUTH_SECRET_SENTINEL,
    "link token": link.link_token,
    "sign-in token": signIn.sign_in_token,
    "bulk access token": oauthAccess,
    "bulk refresh token": oauthRefresh,
  };
  savePlanted(secrets);
  await request.dispose();
});

/** What a role must not receive of the planted patient, beyond the secrets. */
function forbiddenPhi(role: Role): Record<string, string> {
  if (seesPhi(role)) return {};
  const named = (kind: keyof typeof PHI_SENTINELS) =>
    Object.fromEntries(PHI_SENTINELS[kind].map((v, i) => [`patient ${kind} #${i + 1}`, v]));
  // Ops hold contact details (address and phone) for a blood draw, never names or birth dates.
  return role === "ops"
    ? { ...named("name"), ...named("dob") }
    : { ...named("name"), ...named("dob"), ...named("phone") };
}

/**
 * Everything the page receives from now on, as text: bodies of our origin plus every header.
 * Finished requests only (their bodies are complete); the returned function stops the recording,
 * so a late prefetch finishing while the page closes is neither read nor awaited.
 */
function recordTraffic(page: Page, origin: string) {
  const texts: Promise<string>[] = [];
  let recording = true;
  page.on("requestfinished", (request) => {
    if (!recording) return;
    texts.push(
      (async () => {
        const res = await request.response();
        if (!res) return "";
        // A redirect has no body to read; a page closing mid-read leaves the raw headers.
        const body = res.url().startsWith(origin) ? await res.text().catch(() => "") : "";
        const headers = await res.allHeaders().catch(() => res.headers());
        return `${res.url()}\n${JSON.stringify(headers)}\n${body}`;
      })().catch(() => ""),
    );
  });
  return async () => {
    recording = false;
    return (await Promise.all(texts)).join("\n");
  };
}

async function openEveryDialog(page: Page) {
  const triggers = page.locator('main button[aria-haspopup="dialog"]:visible');
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    await triggers.nth(i).click();
    // A confirmation (disconnect, cancel) is an alertdialog: it opens from the same kind of button.
    const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  return count;
}

for (const role of ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role });

    test("no secret or token reaches the browser, and patient details only where the role allows", async ({
      page,
      context,
    }, info) => {
      test.slow();
      const origin = new URL(info.project.use.baseURL!).origin;
      const traffic = recordTraffic(page, origin);
      const pages = [...navItemsFor(role).map((i) => i.href), ...tabLinksFor(role, userId).map((t) => t.href)];
      let dialogs = 0;
      for (const href of pages) {
        const res = await page.goto(href);
        if (res && res.status() < 400) dialogs += await openEveryDialog(page);
      }
      expect(pages.length).toBeGreaterThan(1);
      info.annotations.push({ type: "crawl", description: `${pages.length} pages, ${dialogs} dialogs` });

      const received =
        (await traffic()) + JSON.stringify(await context.cookies()) + (await page.evaluate(() => document.cookie));
      expect(received.length).toBeGreaterThan(10_000);
      expect(leaksIn(received, { ...secrets, ...forbiddenPhi(role) })).toEqual([]);
    });
  });
}
