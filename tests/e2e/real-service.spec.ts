import { expect, test } from "@playwright/test";
import {
  atHomeOrders,
  expectNoLoadFailure,
  orderWithCenters,
  seededAdult,
  userWithSources,
} from "./support/real-service-scene";
import { serviceGet, setFaults, signInRemote, untilHealthy, usersRows } from "./support/remote";
import { seriesLines } from "./support/steps-chart";

/**
 * The remote-mode console against a service that answers exactly as the real one does (its
 * vendor SDK's serializers stand between the console and the embedded service; see
 * tests/e2e/support/remote-service.ts): every page shows its data, every action works. One test
 * per group of pages, few reloads: the point is the shapes, the features have their own specs.
 */
test.beforeEach(async ({ page }) => {
  await setFaults(page.request, []);
  await signInRemote(page, "admin");
  await untilHealthy(page);
});

test("users list, a user's overview, connections (with a new link) and steps", async ({ page }) => {
  const user = await userWithSources(page.request);
  await expect(usersRows(page).first()).toBeVisible();
  await expectNoLoadFailure(page);
  // The list starts newest first; oldest first, the seeded user is on the first page.
  await page.goto("/users?sort=createdOn.asc");
  await expect(page.getByRole("table", { name: "Users" }).getByText(user.client_user_id)).toBeVisible();
  await expectNoLoadFailure(page);

  await page.goto(`/users/${user.user_id}`);
  await expect(page.getByRole("heading", { level: 1, name: user.client_user_id })).toBeVisible();
  await expect(page.getByRole("list", { name: "Connected sources" }).getByRole("listitem").first()).toBeVisible();
  await expectNoLoadFailure(page);

  await page.goto(`/users/${user.user_id}/connections`);
  const sources = page.getByRole("list", { name: "Connected sources" });
  await expect(sources.getByRole("listitem").first()).toBeVisible();
  // The real service's own report of each connection (GET /v2/user/providers/{user_id}).
  const status = page.getByRole("list", { name: "Connection status" });
  await expect(status.getByText("Connected", { exact: true }).first()).toBeVisible();
  await expect(status.getByText(/Connected since/).first()).toBeVisible();
  await expectNoLoadFailure(page);
  await page.getByRole("button", { name: "Create link" }).click();
  await page.getByRole("dialog", { name: "Create link" }).getByRole("button", { name: "Create link" }).click();
  await expect(
    page.getByRole("dialog", { name: "Link created" }).getByRole("textbox", { name: "Link URL" }),
  ).toHaveValue(/\/link\?token=/);
  await page.keyboard.press("Escape");

  await page.goto(`/users/${user.user_id}/steps?range=7d`);
  await expect(page.getByTestId("steps-chart").locator("path.recharts-line-curve").first()).toBeVisible();
  await expectNoLoadFailure(page);
});

test("patient details show, save, and read back after a reload", async ({ page }) => {
  const userId = await seededAdult(page.request, 2);
  await page.goto(`/users/${userId}/patient`);
  const summary = page.getByRole("region", { name: "Patient summary" });
  await expect(summary.getByText(/@/).first()).toBeVisible();
  await expectNoLoadFailure(page);

  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Patient details" });
  const street = `${Date.now() % 10000} Real Shape Road`;
  await form.getByRole("group", { name: "Address", exact: true }).getByLabel("Address line 1").fill(street);
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Patient details saved")).toBeVisible();
  await page.reload();
  await expect(summary.getByText(street)).toBeVisible();
  await expectNoLoadFailure(page);
});

test("orders a walk-in test with a physician in the real shapes, then looks for service centers for it", async ({
  page,
}) => {
  const userId = await seededAdult(page.request, 3);
  await page.goto(`/users/${userId}`);
  await page.getByRole("button", { name: "Order a test" }).click();
  const dialog = page.getByRole("dialog", { name: "Order a test" });
  await dialog.getByRole("combobox", { name: "Collected by" }).selectOption("walk_in_test");
  await dialog.getByRole("searchbox", { name: "Search the lab test catalogue" }).fill("quest cmp");
  await expect(dialog.getByRole("radio", { name: /^Comprehensive Metabolic Panel/ })).toHaveCount(1);
  await dialog.getByRole("radio", { name: /^Comprehensive Metabolic Panel/ }).check();
  await expect(dialog.getByRole("radio", { name: /^Walk-in at a service center/ })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Physician first name" }).fill("Grace");
  await dialog.getByRole("textbox", { name: "Physician last name" }).fill("Hopper");
  await dialog.getByRole("textbox", { name: "NPI" }).fill("1234567893");
  await dialog.getByRole("button", { name: "Place order" }).click();
  await expect(dialog.getByText("Order placed")).toBeVisible();
  // Sent and answered through the SDK's serializers: the physician reached the service.
  const orderId = (await dialog.locator("code").textContent())!;
  const order = await serviceGet<{ physician?: { npi: string } }>(page.request, `/v3/order/${orderId}`);
  expect(order.body.physician?.npi).toBe("1234567893");
  await dialog.getByRole("link", { name: "Find a service center" }).click();
  await expect(page).toHaveURL(new RegExp(`/psc\\?order=${orderId}$`));
  await expectNoLoadFailure(page);
});

test("a user's orders and appointments tabs, an order's page, and service centers near its patient", async ({
  page,
}) => {
  const { booked } = await atHomeOrders(page.request);
  const order = await orderWithCenters(page.request, booked);

  await page.goto(`/users/${order.user_id}/orders`);
  const row = page.getByRole("table", { name: "Orders" }).locator(`tr[data-order-id="${order.id}"]`);
  await expect(row).toContainText("At-home draw");
  await expect(row).toContainText("Booked");
  await expectNoLoadFailure(page);

  await page.goto(`/users/${order.user_id}/appointments`);
  await expect(page.locator(`tr[data-order-id="${order.id}"]`).locator('[data-column="status"]')).not.toBeEmpty();
  await expectNoLoadFailure(page);

  await page.goto(`/orders/${order.id}`);
  // The order's card: its collection method and its lab tests, read from the real order shape.
  const summary = page.locator('[aria-labelledby="order-title"]');
  await expect(summary.getByText("At-home draw", { exact: true })).toBeVisible();
  await expect(summary.locator("code").first()).not.toBeEmpty();
  await expect(page.getByTestId("appointment")).toBeVisible();
  await expectNoLoadFailure(page);

  await page.goto(`/psc?order=${order.id}&radius=50`);
  await expect(page.getByTestId("psc-order-id")).toHaveText(order.id);
  await expect(page.getByTestId("psc-result").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /within 50 miles of the patient's ZIP code/ })).toBeVisible();
  await expectNoLoadFailure(page);
});

test("service centers by ZIP, providers, bulk import and steps compare", async ({ page }) => {
  await page.goto("/psc?zip=10001&lab=1&radius=25");
  await expect(page.getByRole("heading", { name: /service centers for .+ within 25 miles of 10001/ })).toBeVisible();
  const distance = await page.getByTestId("psc-distance").first().innerText();
  expect(Number.parseFloat(distance)).toBeGreaterThanOrEqual(0);
  await expectNoLoadFailure(page);

  await page.goto("/providers");
  await expect(page.getByRole("article", { name: "Fitbit" })).toBeVisible();
  await expectNoLoadFailure(page);

  await page.goto("/bulk-import");
  await expect(page.getByLabel("Provider").locator('option[value="fitbit"]')).toHaveCount(1);
  await expectNoLoadFailure(page);

  const user = await userWithSources(page.request);
  await page.goto(`/steps?range=7d&users=${user.user_id}`);
  await expect(page.getByRole("list", { name: "Users compared" })).toContainText(user.client_user_id);
  await expect(seriesLines(page)).toHaveCount(1);
  await expectNoLoadFailure(page);
});

test("audit log, staff and settings", async ({ page }) => {
  await page.goto("/audit");
  await expect(page.getByRole("table", { name: "Audit log" }).locator("tbody tr").first()).toBeVisible();
  await expectNoLoadFailure(page);
  await page.goto("/admin/staff");
  await expect(page.getByText("admin@labdesk.local").first()).toBeVisible();
  await expectNoLoadFailure(page);
  await page.goto("/admin/settings");
  await expect(page.getByText("Remote service")).toBeVisible();
  await expectNoLoadFailure(page);
});
