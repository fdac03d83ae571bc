import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

/**
 * Patient names where staff look for them: a user's heading, breadcrumb and title, the
 * appointments board and an order, for roles that see PHI; ids only for ops and analysts. The
 * service is read with the demo team's key only to pick a seeded at-home order and its patient.
 */
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };

type Scene = { orderId: string; userId: string; clientUserId: string; name: string; orderName: string };

async function atHomePatient(request: APIRequestContext): Promise<Scene> {
  const get = async <T>(path: string) => (await (await request.get(path, { headers: KEY })).json()) as T;
  const { orders } = await get<{
    orders: {
      id: string;
      user_id: string;
      details?: { type?: string };
      patient_details?: { first_name: string; last_name: string };
    }[];
  }>("/v3/orders?page=1&size=100");
  const order = orders.find((o) => o.details?.type === "at_home_phlebotomy" && o.patient_details);
  if (!order?.patient_details) throw new Error("no seeded at-home order with patient details");
  const user = await get<{ client_user_id: string }>(`/v2/user/${order.user_id}`);
  const info = await get<{ first_name: string; last_name: string }>(`/v2/user/${order.user_id}/info/latest`);
  return {
    orderId: order.id,
    userId: order.user_id,
    clientUserId: user.client_user_id,
    name: `${info.first_name} ${info.last_name}`,
    orderName: `${order.patient_details.first_name} ${order.patient_details.last_name}`,
  };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
const boardRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("sees the patient's name on the user's pages, the board and the order", async ({ page }) => {
    const s = await atHomePatient(page.request);
    await page.goto(`/users/${s.userId}`);
    await expect(heading(page)).toContainText(s.name);
    await expect(heading(page)).toContainText(s.clientUserId);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(s.name);
    await expect(page).toHaveTitle(`${s.name} · Labdesk`);
    await page
      .getByRole("navigation", { name: "User sections" })
      .getByRole("link", { name: "Patient details" })
      .click();
    await expect(page).toHaveTitle(`Patient details · ${s.name} · Labdesk`);

    // The whole board on one page, every date: the order may be on any page, its draw long past.
    await page.goto("/appointments?size=500&from=all");
    // The board's name is the user's own (its projection keeps none; the user index has it).
    await expect(boardRow(page, s.orderId)).toContainText(s.name);
    await page.goto(`/orders/${s.orderId}`);
    await expect(heading(page)).toHaveText(`Order for ${s.orderName}`);
  });
});

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("sees ids, never the name, on the user's page, the board and the order", async ({ page }) => {
    const s = await atHomePatient(page.request);
    await page.goto(`/users/${s.userId}`);
    await expect(heading(page)).toHaveText(s.clientUserId);
    await expect(page).toHaveTitle("User · Labdesk");
    await expect(page.locator("main")).not.toContainText(s.name);

    // The whole board on one page, every date: the order may be on any page, its draw long past.
    await page.goto("/appointments?size=500&from=all");
    await expect(boardRow(page, s.orderId)).toContainText(s.clientUserId);
    await expect(boardRow(page, s.orderId)).not.toContainText(s.orderName);
    await expect(boardRow(page, s.orderId)).not.toContainText(s.name);
    await page.goto(`/orders/${s.orderId}`);
    await expect(heading(page)).toHaveText("Order");
  });
});

test.describe("as an analyst", () => {
  test.use({ role: "analyst" });

  test("sees the user's page by its client_user_id only", async ({ page }) => {
    const s = await atHomePatient(page.request);
    await page.goto(`/users/${s.userId}`);
    await expect(heading(page)).toHaveText(s.clientUserId);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(s.clientUserId);
    await expect(page.locator("main")).not.toContainText(s.name);
  });
});
