import { expect, test, type Page } from "@playwright/test";
import { faultLog, serviceGet, setFaults, signInRemote, untilHealthy, usersRows } from "./support/remote";
import { REMOTE_BREAKER_HALF_OPEN_SECONDS } from "./support/servers";

/**
 * Upstream faults in the browser: the console in remote mode, its service behind the
 * fault-injecting proxy (tests/e2e/support/servers.ts). The proxy's log proves what was retried
 * and what was sent once; the client-level detail is in tests/contract/upstream-faults.test.ts.
 */
const LIST = /^\/v2\/user\/\?/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RETRIED = "The service did not answer; try again.";

type Info = { dob: string; email: string };

/** A seeded adult with patient details (no medical proxy needed to save), from the service itself. */
async function seededPatient(page: Page, nth: number) {
  const { body } = await serviceGet<{ users: { user_id: string }[] }>(page.request, "/v2/user/?limit=40");
  let found = 0;
  for (const { user_id } of body.users) {
    const info = await serviceGet<Info>(page.request, `/v2/user/${user_id}/info/latest`);
    if (info.ok && Number(info.body.dob.slice(0, 4)) < new Date().getFullYear() - 19 && found++ === nth) return user_id;
  }
  throw new Error(`no seeded adult patient #${nth} in the first 40 users`);
}

/** The load error's message and its request id, shown on their own lines. */
async function expectLoadError(page: Page, title: string, message: string | RegExp) {
  const alert = page.getByRole("alert").filter({ hasText: title });
  await expect(alert).toContainText(message);
  await expect(alert.locator("code")).toHaveText(UUID);
  await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();
  return alert;
}

test.beforeEach(async ({ page }) => {
  await setFaults(page.request, []);
  await signInRemote(page, "care_coordinator");
  await untilHealthy(page);
});
test.afterEach(async ({ page }) => setFaults(page.request, []));

test("a failing list shows what happened with a request id; reads are retried; Retry recovers", async ({ page }) => {
  test.slow();
  const faults = [
    { fault: { kind: "status", status: 503, headers: { "retry-after": "1" } }, message: RETRIED, attempts: 3 },
    {
      fault: { kind: "status", status: 429, headers: { "retry-after": "1" } },
      message: "too many requests",
      attempts: 3,
    },
    { fault: { kind: "reset" }, message: RETRIED, attempts: 3 },
    // A damaged answer is not a passing hiccup: shown at once, not retried.
    { fault: { kind: "malformed" }, message: "a shape the console does not understand", attempts: 1 },
    { fault: { kind: "truncate" }, message: "a shape the console does not understand", attempts: 1 },
  ] as const;
  for (const { fault, message, attempts } of faults) {
    await setFaults(page.request, [{ method: "GET", path: LIST.source, fault }]);
    await page.reload();
    const alert = await expectLoadError(page, "Could not load users", message);
    expect((await faultLog(page.request)).seenOf("GET", LIST), fault.kind).toBe(attempts);
    // No rows were counted, so no pager claims a page of them.
    const pager = page.locator('[data-slot="data-table-pagination"]');
    await expect(pager).toHaveCount(0);

    await setFaults(page.request, []);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(usersRows(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(pager).toHaveCount(1);
  }
});

test("a failed patient save is sent once, says so with a request id and keeps every typed field", async ({ page }) => {
  const userId = await seededPatient(page, 0);
  await page.goto(`/users/${userId}/patient`);
  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Patient details" });
  const address = form.getByRole("group", { name: "Address", exact: true });
  const typed = [
    [form.getByLabel("First name"), "Faulty"],
    [form.getByLabel("Phone"), "212 555 0142"],
    [address.getByLabel("Address line 1"), `${Date.now() % 10000} Retry Road`],
    [address.getByLabel("City"), "Faultville"],
  ] as const;
  for (const [field, value] of typed) await field.fill(value);

  const faults = [
    { fault: { kind: "status", status: 500 }, message: RETRIED },
    { fault: { kind: "reset" }, message: "the change may or may not have been saved" },
  ] as const;
  for (const { fault, message } of faults) {
    await setFaults(page.request, [{ method: "PATCH", fault }]);
    await form.getByRole("button", { name: "Save details" }).click();
    const alert = form.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(alert).toContainText(message);
    await expect(alert).toContainText(/Request id [0-9a-f-]{36}/);
    for (const [field, value] of typed) await expect(field).toHaveValue(value);
    const log = await faultLog(page.request);
    expect(log.seenOf("PATCH", /\/info$/), fault.kind).toBe(1);
    expect(log.upstreamOf("PATCH", /\/info$/)).toBe(0);
  }

  // What was kept is what gets saved once the service is back.
  await setFaults(page.request, []);
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Patient details saved")).toBeVisible();
  await expect(page.getByText("Faultville")).toBeVisible();
  expect((await faultLog(page.request)).upstreamOf("PATCH", /\/info$/)).toBe(1);
});

test("a failed user creation is sent once and the dialog keeps what was typed", async ({ page }) => {
  const clientUserId = `fault-e2e-${Date.now()}`;
  await page.getByRole("button", { name: "Create user" }).click();
  const dialog = page.getByRole("dialog", { name: "Create user" });
  await dialog.getByLabel("client_user_id").fill(clientUserId);
  await setFaults(page.request, [{ method: "POST", fault: { kind: "status", status: 503 } }]);
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(dialog.getByRole("alert")).toContainText(RETRIED);
  await expect(dialog.getByRole("alert")).toContainText(/Request id [0-9a-f-]{36}/);
  await expect(dialog.getByLabel("client_user_id")).toHaveValue(clientUserId);
  expect((await faultLog(page.request)).seenOf("POST", /^\/v2\/user\/$/)).toBe(1);

  await setFaults(page.request, []);
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: clientUserId })).toBeVisible();
  expect((await faultLog(page.request)).upstreamOf("POST", /^\/v2\/user\/$/)).toBe(1);
});

test("unknown enum values are shown as they are; fields a newer service adds are ignored", async ({ page }) => {
  const userId = await seededPatient(page, 1);
  await setFaults(page.request, [
    {
      method: "GET",
      path: "/info/latest$",
      fault: { kind: "enum", field: "gender_identity", value: "newly_listed_identity" },
    },
    { method: "GET", path: "^/v2/user/", fault: { kind: "extra-fields" } },
  ]);
  await page.reload();
  await expect(usersRows(page).first()).toBeVisible();

  await page.goto(`/users/${userId}/patient`);
  const summary = page.getByRole("region", { name: "Patient summary" });
  await expect(summary.getByText("newly_listed_identity", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit details" }).click();
  await expect(page.getByRole("form", { name: "Patient details" }).getByLabel("Gender identity")).toHaveValue(
    "newly_listed_identity",
  );
  const log = await faultLog(page.request);
  expect(log.upstreamOf("GET", /\/info\/latest$/)).toBeGreaterThanOrEqual(2);
});

test("repeated failures open the circuit: the console stops calling, then recovers by itself", async ({ page }) => {
  test.slow();
  await setFaults(page.request, [
    { method: "GET", fault: { kind: "status", status: 503, headers: { "retry-after": "0" } } },
  ]);
  // Five failures in a row open it: the first load's three attempts, then the next load's.
  await expect(async () => {
    await page.reload();
    await expectLoadError(page, "Could not load users", "paused calling it");
  }).toPass({ timeout: 20_000 });
  const calls = (await faultLog(page.request)).seen.length;
  expect(calls).toBeGreaterThanOrEqual(5);

  // Open: the next load is refused by the console itself, without a call.
  await page.reload();
  await expectLoadError(page, "Could not load users", "paused calling it");
  expect((await faultLog(page.request)).seen.length).toBe(calls);

  // The service recovers; after the half-open period one trial call gets through and closes it.
  await setFaults(page.request, []);
  await expect(async () => {
    await page.reload();
    await expect(usersRows(page).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: (REMOTE_BREAKER_HALF_OPEN_SECONDS + 25) * 1000 });
  expect((await faultLog(page.request)).upstreamOf("GET", LIST)).toBeGreaterThanOrEqual(1);
});

test("a failing steps chart says so with a request id; Retry draws it once the service answers", async ({ page }) => {
  const STEPS = /^\/v2\/timeseries\/[^/]+\/steps\/grouped/;
  const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const { body } = await serviceGet<{ users: { user_id: string }[] }>(page.request, "/v2/user/?limit=40");
  let userId: string | undefined;
  for (const { user_id } of body.users) {
    const steps = await serviceGet<{ groups: Record<string, unknown> }>(
      page.request,
      `/v2/timeseries/${user_id}/steps/grouped?start_date=${from}`,
    );
    if (steps.ok && Object.keys(steps.body.groups).length > 0) {
      userId = user_id;
      break;
    }
  }
  expect(userId, "a seeded user with steps in the last week").toBeTruthy();

  await setFaults(page.request, [
    { method: "GET", path: STEPS.source, fault: { kind: "status", status: 503, headers: { "retry-after": "1" } } },
  ]);
  await page.goto(`/users/${userId}/steps?range=7d`);
  const alert = await expectLoadError(page, "Could not load the step data", RETRIED);
  expect((await faultLog(page.request)).seenOf("GET", STEPS)).toBe(3);

  await setFaults(page.request, []);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("steps-chart")).toBeVisible();
  await expect(alert).toHaveCount(0);
});
