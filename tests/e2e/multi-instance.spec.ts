import {
  expect as baseExpect,
  request,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { SIGN_IN_REFUSED } from "../../lib/console/auth/sign-in-rules";
import { startConsoleInstances, type ConsoleInstances } from "../support/console-instances";
import { demoAccount, signInThroughForm } from "./fixtures/roles";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";
import { resetPassword, setDisabled } from "./support/staff-admin";

/*
 * Two console instances, A and B, on one PostgreSQL database and one service, as behind a load
 * balancer without sticky sessions: whatever one instance does, the other knows at its next
 * request. Browser cookies belong to a host, not a port, so a context signed in on A sends the
 * same session cookie to B, as a browser would to any instance behind one address.
 * Each test uses its own demo account, so a session ended or an account locked in one test does
 * not touch the others.
 */

// The consoles are new: each route's first request on each instance loads its code, and the
// sign-in and sign-out redirects wait on that, so the checks allow more than the usual 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

let multi: ConsoleInstances;
let a: string;
let b: string;
let service: APIRequestContext;
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser }) => {
  // PostgreSQL, a small service data set and two production consoles, started together.
  test.setTimeout(300_000);
  multi = await startConsoleInstances({ count: 2, serviceUsers: 200, apiKey: E2E_SERVICE_KEY });
  [a, b] = multi.urls as [string, string];
  // Straight to the service with the team key: only to pick data; the consoles are driven as staff.
  service = await request.newContext({
    baseURL: multi.service.url,
    extraHTTPHeaders: { "x-service-api-key": E2E_SERVICE_KEY },
  });
  const context = await browser.newContext({ baseURL: a });
  const page = await context.newPage();
  const admin = demoAccount("admin");
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${a}/users`);
  adminState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await service?.dispose();
  await multi?.stop();
});

/** The session check of one instance, without a page: 200 while the session holds, 401 once refused. */
const sessionStatus = async (context: BrowserContext, base: string) =>
  (await context.request.post(`${base}/api/session/keepalive`)).status();

const signInError = (page: Page) => page.getByTestId("sign-in-error");

test("a session made on A is good on B, and signing out on A ends it on B", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: a });
  const onA = await context.newPage();
  const ops = demoAccount("ops");
  await signInThroughForm(onA, ops.email, ops.password);
  await expect(onA).toHaveURL(`${a}/users`);
  const cookies = await context.cookies();
  const onB = await context.newPage();
  await onB.goto(`${b}/users`);
  await expect(onB).toHaveURL(`${b}/users`);
  await expect(onB.getByRole("button", { name: "Sign out" })).toBeVisible();

  await onA.getByRole("button", { name: "Sign out" }).click();
  await expect(onA).toHaveURL(`${a}/sign-in`);
  // The old cookie, kept (or stolen) from before the sign-out, is refused by B too.
  await context.addCookies(cookies);
  // B's page may already be on its way to sign-in by itself (its session check saw the end),
  // which aborts a reload made at that moment: load it again until one load completes.
  await expect(async () => {
    await onB.goto(`${b}/users`);
    await expect(onB).toHaveURL(/\/sign-in/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await context.close();
});

test("a password reset and a disable on A's staff page take effect on B", async ({ browser }) => {
  const admin = await browser.newContext({ storageState: adminState });
  const staffPage = await admin.newPage();
  await staffPage.goto(`${a}/admin/staff`);
  const member = await browser.newContext({ baseURL: b });
  const them = await member.newPage();
  const analyst = demoAccount("analyst");
  await signInThroughForm(them, analyst.email, analyst.password);
  await expect(them).toHaveURL(`${b}/users`);

  const newPassword = await resetPassword(staffPage, analyst.email);
  expect(await sessionStatus(member, b)).toBe(401);
  await signInThroughForm(them, analyst.email, analyst.password);
  await expect(signInError(them)).toHaveText(SIGN_IN_REFUSED);
  // The form keeps the email after a refusal: only the password is typed again.
  await them.getByLabel("Password").fill(newPassword);
  await them.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(them).toHaveURL(`${b}/users`);

  await setDisabled(staffPage, analyst.email, true);
  await them.reload();
  await expect(them).toHaveURL(/\/sign-in/);
  await Promise.all([admin.close(), member.close()]);
});

test("five wrong passwords on A hold the account back on B, and A's audit log shows the hold", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const coordinator = demoAccount("care_coordinator");
  await page.goto(`${a}/sign-in`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("Email").fill(coordinator.email);
    await page.getByLabel("Password").fill(`not-the-password-${attempt}`);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await answered;
    // The form clears the password once it has handled the answer, which can come after the
    // response: typing the next one before then would have it cleared, and nothing sent.
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
  await expect(signInError(page)).toHaveText(SIGN_IN_REFUSED);

  const onB = await browser.newContext({ baseURL: b });
  const pageOnB = await onB.newPage();
  await signInThroughForm(pageOnB, coordinator.email, coordinator.password);
  await expect(signInError(pageOnB)).toHaveText(SIGN_IN_REFUSED);
  await Promise.all([context.close(), onB.close()]);

  // B refused the right password: the hold A's failures started is in the store both share. B's
  // held-back attempt is only counted (written up once its window is over), so the newest record
  // is A's fifth failure, the one that started the hold.
  const admin = await browser.newContext({ storageState: adminState });
  const audit = await admin.newPage();
  await audit.goto(`${a}/audit?action=auth.sign_in`);
  const top = audit.getByRole("table", { name: "Audit log" }).locator("tbody tr").first();
  await expect(top).toContainText(coordinator.email);
  await expect(top).toContainText(
    "wrong password; now held back: too many failures for this account from this address",
  );
  await admin.close();
});

test("an order tracked on A's appointments board is on B's board", async ({ browser }) => {
  const [orderId] = await bookableOrderIds(service, 1);
  if (!orderId) throw new Error("no bookable at-home order in the service's first page");
  const admin = await browser.newContext({ storageState: adminState });
  const page = await admin.newPage();
  // Not booked, so without a start time (last in the soonest-first order): the filter keeps it on one page.
  const view = "/appointments?status=not_booked&size=100";
  await page.goto(`${a}${view}`);
  await page.getByLabel("Track an order by id").fill(orderId);
  await page.getByRole("button", { name: "Track" }).click();
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toContainText("(tracked)");
  await page.goto(`${b}${view}`);
  await expect(row).toContainText("(tracked)");
  await admin.close();
});

test("one patient saved on A and on B from the same version: one save lands, the other is told", async ({
  browser,
}) => {
  const userId = await adultPatient();
  const admin = await browser.newContext({ storageState: adminState });
  const [onA, onB] = await Promise.all([admin.newPage(), admin.newPage()]);
  const [formA, formB] = await Promise.all([openEditor(onA, a, userId), openEditor(onB, b, userId)]);
  await cityField(onA).fill("Saved On A");
  await cityField(onB).fill("Saved On B");
  await Promise.all([formA, formB].map((form) => form.getByRole("button", { name: "Save details" }).click()));

  const outcomes = await Promise.all([saveOutcome(onA), saveOutcome(onB)]);
  expect([...outcomes].sort()).toEqual(["conflict", "saved"]);
  const stored = (await (await service.get(`/v2/user/${userId}/info/latest`)).json()) as { address: { city: string } };
  expect(stored.address.city).toBe(outcomes[0] === "saved" ? "Saved On A" : "Saved On B");
  await admin.close();
});

/** A seeded patient with details, adult (no medical proxy needed). */
async function adultPatient(): Promise<string> {
  const { users } = (await (await service.get("/v2/user/?limit=20")).json()) as { users: { user_id: string }[] };
  for (const { user_id } of users) {
    const res = await service.get(`/v2/user/${user_id}/info/latest`);
    if (res.ok() && Number(((await res.json()) as { dob: string }).dob.slice(0, 4)) < new Date().getFullYear() - 19)
      return user_id;
  }
  throw new Error("no adult patient with details among the first 20 users");
}

async function openEditor(page: Page, base: string, userId: string) {
  await page.goto(`${base}/users/${userId}/patient`);
  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Patient details" });
  await expect(cityField(page)).toBeVisible();
  return form;
}

const cityField = (page: Page) => page.getByRole("group", { name: "Address", exact: true }).getByLabel("City");

async function saveOutcome(page: Page): Promise<"saved" | "conflict"> {
  const saved = page.getByText("Patient details saved");
  const conflict = page.getByText(/These details changed since you opened them/);
  await expect(saved.or(conflict).first()).toBeVisible();
  return (await saved.count()) > 0 ? "saved" : "conflict";
}
