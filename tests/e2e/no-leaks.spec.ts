import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { ROLE_LABELS, ROLES, type Role } from "../../lib/console/permissions";
import { reveals, roleViewer } from "../../lib/console/field-policy/policy";
import type { PatientInfoKind } from "../../lib/contract/field-policy";
import { tabLinksFor } from "../../lib/console/users/user-tabs";
import { navItemsFor } from "../../components/shell/nav-config";
import { AUTH_SECRET_SENTINEL, PHI_SENTINELS, SENTINEL_PATIENT, leaksIn, savePlanted } from "./support/leak-sentinels";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, storageStateFor, test } from "./fixtures/roles";

/**
 * The leak crawler: as every role, visit every page the role can reach and open every
 * dialog on it, keeping everything the browser receives (HTML, RSC payloads, JavaScript chunks,
 * response headers, cookies). The team key, the auth secret and tokens created at the service
 * never appear; a planted patient's details reach only the roles allowed to see them, through the
 * pages and through the API reference's try-it.
 */
const api = (request: APIRequestContext, method: "get" | "post" | "patch", url: string, data?: unknown) =>
  request[method](url, { headers: { "x-service-api-key": E2E_SERVICE_KEY }, data });

let userId: string;
let clientUserId: string;
let orderId: string;
let secrets: Record<string, string>;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  clientUserId = `leak-check-${randomBytes(4).toString("hex")}`;
  const created = await api(request, "post", "/v2/user/", {
    client_user_id: clientUserId,
    fallback_birth_date: SENTINEL_PATIENT.dob,
  });
  userId = (await created.json()).user_id;
  expect((await api(request, "patch", `/v2/user/${userId}/info`, SENTINEL_PATIENT)).status()).toBe(200);
  const { first_name, last_name, dob, gender, phone_number, email, address } = SENTINEL_PATIENT;
  const labTest = (await (await api(request, "get", "/v3/lab_test?lab_test_limit=1")).json()).data[0].id;
  const order = await api(request, "post", "/v3/order", {
    user_id: userId,
    patient_details: { first_name, last_name, dob, gender, phone_number, email },
    patient_address: address,
    order_set: { lab_test_ids: [labTest] },
    collection_method: "at_home_phlebotomy",
  });
  expect(order.status()).toBe(200);
  orderId = (await order.json()).order.id;
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
  // A coordinator opens the patient once, so the console's user index holds the name: lists and
  // exports that label orders with it (for the roles allowed) then have it to show, or to leak.
  const coordinator = await playwright.request.newContext({
    baseURL: info.project.use.baseURL,
    storageState: storageStateFor("care_coordinator"),
  });
  expect((await coordinator.get(`/users/${userId}`)).status()).toBe(200);
  await coordinator.dispose();
});

/** What a role must not receive of the planted patient, beyond the secrets: what the field policy keeps from it. */
function forbiddenPhi(role: Role): Record<string, string> {
  const kinds: Record<keyof typeof PHI_SENTINELS, PatientInfoKind> = {
    name: "name",
    dob: "birth_date",
    phone: "phone",
    email: "email",
  };
  const kept = (Object.keys(kinds) as (keyof typeof PHI_SENTINELS)[]).filter(
    (k) => !reveals(roleViewer(role), kinds[k]),
  );
  return Object.fromEntries(
    kept.flatMap((kind) => PHI_SENTINELS[kind].map((v, i) => [`patient ${kind} #${i + 1}`, v] as const)),
  );
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

/** Pages a crawl takes beyond its starts: every page linking the planted patient is a door. */
const MAX_PATIENT_PAGES = 24;

/**
 * Visits the starting pages, then every in-console page they link that names the planted user or
 * order (its order page, its rows' links), opening every dialog on each; collects the download
 * links (exports, PDFs) met on the way. Not hand-listed, so a new page or export that shows this
 * patient is searched the day it is linked.
 */
async function visitPatientDoors(page: Page, origin: string, starts: string[]) {
  const queue = [...starts];
  const seen = new Set(queue);
  const pages: string[] = [];
  const files = new Set<string>();
  let dialogs = 0;
  while (queue.length > 0 && pages.length < starts.length + MAX_PATIENT_PAGES) {
    const href = queue.shift()!;
    const res = await page.goto(href);
    pages.push(href);
    if (!res || res.status() >= 400) continue;
    dialogs += await openEveryDialog(page);
    const links = await page
      .locator("a[href]")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, download: a.hasAttribute("download") })),
      );
    for (const link of links) {
      const url = new URL(link.href);
      if (url.origin !== origin || url.pathname.startsWith("/docs/api/try/")) continue;
      const path = url.pathname + url.search;
      if (link.download) files.add(path);
      else if (!seen.has(url.pathname) && [userId, orderId].some((id) => url.pathname.includes(id))) {
        // One visit per path: the same page with other filters shows the same patient.
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  return { pages, files: [...files], dialogs };
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
      const starts = [...navItemsFor(role).map((i) => i.href), ...tabLinksFor(role, userId).map((t) => t.href)];
      const { pages, files, dialogs } = await visitPatientDoors(page, origin, starts);
      expect(pages.length).toBeGreaterThan(1);
      info.annotations.push({
        type: "crawl",
        description: `${pages.length} pages, ${dialogs} dialogs, ${files.length} files`,
      });
      // Downloads (CSV exports, PDFs) are doors too: fetched as the role, their text kept with the rest.
      const downloads = await Promise.all(
        files.map(async (href) => `${href}\n${await (await page.request.get(href)).text()}`),
      );

      const received =
        (await traffic()) +
        downloads.join("\n") +
        JSON.stringify(await context.cookies()) +
        (await page.evaluate(() => document.cookie));
      expect(received.length).toBeGreaterThan(10_000);
      expect(leaksIn(received, { ...secrets, ...forbiddenPhi(role) })).toEqual([]);
      // The search can find what it looks for: a role that may see the name meets it somewhere.
      if (reveals(roleViewer(role), "name")) expect(received).toContain(SENTINEL_PATIENT.last_name);
      // A role that reads the orders list downloads its export (the planted order is in it).
      if (navItemsFor(role).some((i) => i.href === "/orders")) {
        const exported = downloads.filter((d) => d.startsWith("/orders/export"));
        expect(exported.length, files.join(", ")).toBeGreaterThan(0);
        if (reveals(roleViewer(role), "name")) expect(exported.join("\n")).toContain(SENTINEL_PATIENT.last_name);
      }
    });

    // The reference's try-it reads the service with the team key: its answers keep to the same policy.
    if (!reveals(roleViewer(role), "name"))
      test("try-it answers carry none of the planted patient's details the role may not see, and no PDF", async ({
        page,
      }) => {
        const reads = [
          `/v3/orders?page=1&size=100&user_id=${userId}`,
          `/v3/order/${orderId}`,
          "/v2/user?limit=500",
          `/v2/user/${userId}`,
          `/v2/user/resolve/${clientUserId}`,
        ];
        const answered: string[] = [];
        for (const read of reads) {
          const res = await page.request.get(`/docs/api/try${read}`);
          expect([200, 403], read).toContain(res.status());
          const text = await res.text();
          if (res.status() === 200) answered.push(text);
          expect(leaksIn(text, forbiddenPhi(role)), read).toEqual([]);
        }
        // Every role reads users; the planted one is among the answers.
        expect(answered.join("\n")).toContain(userId);
        for (const pdf of ["requisition/pdf", "result/pdf"]) {
          const res = await page.request.get(`/docs/api/try/v3/order/${orderId}/${pdf}`);
          expect(res.status(), pdf).toBe(403);
          expect(res.headers()["content-type"]).toContain("application/json");
        }
      });
  });
}
