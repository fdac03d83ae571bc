import type { APIRequestContext } from "@playwright/test";
import { demoAccount, expect, signInThroughForm, test } from "./fixtures/roles";
import { openDialogFrom } from "./support/dialog";
import { E2E_SERVICE_KEY } from "./support/servers";

/*
 * Break-glass in the browser: an ops member opens one patient's details for a reason, sees them
 * under a banner with the time left, and ends it; an admin finds it in the review queue and marks
 * it reviewed. The ops member signs in on a browser of their own, so the emergency access belongs
 * to that session alone, never to the saved ops session the other specs share.
 */

const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
type Info = { first_name: string; last_name: string; dob: string };

/** A seeded user with patient details (read with the team key only to pick one). */
async function userWithDetails(request: APIRequestContext) {
  const { users } = (await (await request.get("/v2/user/?offset=40&limit=20", { headers: KEY })).json()) as {
    users: { user_id: string; client_user_id: string }[];
  };
  for (const user of users) {
    const res = await request.get(`/v2/user/${user.user_id}/info/latest`, { headers: KEY });
    if (res.ok()) return { ...user, info: (await res.json()) as Info };
  }
  throw new Error("no seeded user with details among users 40-59");
}

test.use({ role: "admin" });

test("ops open one patient's details for a reason, under a banner, until they end it; an admin reviews it", async ({
  browser,
  page: admin,
}, info) => {
  const user = await userWithDetails(admin.request);
  const name = `${user.info.first_name} ${user.info.last_name}`;
  const words = `e2e ${Date.now()}: patient called about a reaction`;

  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const ops = await context.newPage();
  const account = demoAccount("ops");
  await signInThroughForm(ops, account.email, account.password, `/users/${user.user_id}`);
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText(user.client_user_id);

  await openDialogFrom(ops.getByRole("button", { name: "View patient details (emergency)" }));
  const dialog = ops.getByRole("dialog");
  await expect(dialog.getByText("Recorded and reviewed")).toBeVisible();
  await dialog.getByRole("button", { name: "Open for 30 minutes" }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByLabel("Other").check();
  await dialog.getByRole("button", { name: "Open for 30 minutes" }).click();
  await expect(dialog.getByText(/needs your own words/)).toBeVisible();
  await dialog.getByLabel("Patient safety emergency").check();
  await dialog.getByLabel("In your own words").fill(words);
  await dialog.getByRole("button", { name: "Open for 30 minutes" }).click();
  await expect(dialog).toBeHidden();

  const banner = ops.getByRole("region", { name: "Emergency access" });
  await expect(banner).toContainText(user.client_user_id);
  await expect(banner).toContainText("Patient safety emergency");
  await expect(banner.getByTestId("break-glass-time-left")).toHaveText(/^(29|30) min \d\d s left$/);
  await expect(ops.getByRole("heading", { level: 1 })).toContainText(name);

  await banner.getByRole("link", { name: "Patient details" }).click();
  const summary = ops.getByRole("region", { name: "Patient summary" });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(user.info.dob);
  await expect(summary.getByRole("button", { name: "Edit details" })).toHaveCount(0);

  // The banner follows to every page until it is ended.
  await ops.goto("/psc");
  await banner.getByRole("button", { name: "End now" }).click();
  await expect(banner).toBeHidden();
  await ops.goto(`/users/${user.user_id}/patient`);
  await expect(ops.getByRole("region", { name: "Contact for blood draws" })).toBeVisible();
  await expect(ops.getByText(user.info.dob)).toHaveCount(0);
  await expect(ops.getByText(name)).toHaveCount(0);
  await context.close();

  await admin.goto("/admin/break-glass");
  const pending = admin
    .getByRole("list", { name: "Emergency accesses to review" })
    .getByRole("listitem")
    .filter({ hasText: words });
  await expect(pending).toContainText(account.email);
  await expect(pending).toContainText("Ended by its holder");
  await pending.getByRole("button", { name: "Mark reviewed" }).click();
  const review = admin.getByRole("dialog");
  await review.getByLabel("Note").fill("Checked with the caller");
  await review.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(review).toBeHidden();
  const done = admin
    .getByRole("list", { name: "Reviewed emergency accesses" })
    .getByRole("listitem")
    .filter({ hasText: words });
  await expect(done).toContainText("Checked with the caller");
  await expect(done).toContainText(`by ${demoAccount("admin").email}`);
});
