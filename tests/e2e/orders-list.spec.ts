import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, storageStateFor, test } from "./fixtures/roles";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";

// The service is read with the demo team's key only to pick a seeded order and its patient's name.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const table = (page: Page) => page.getByRole("table", { name: "Orders" });

/** Downloads the list's CSV as shown and answers its lines. */
async function exportedLines(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^labdesk-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await fs.readFile(await download.path(), "utf8")).split("\r\n").filter(Boolean);
}

test("the team's orders: names for a coordinator, ids for ops, a filter in the URL and the CSV of the same view", async ({
  browser,
  request,
}) => {
  // A seeded at-home order of a user with patient details: the reconciliation labels its user in the console's index.
  let picked: { orderId: string; userId: string; info: { first_name: string; last_name: string } } | null = null;
  for (const id of await bookableOrderIds(request, 1)) {
    const order = (await (await request.get(`/v3/order/${id}`, { headers: KEY })).json()) as { user_id: string };
    const info = await request.get(`/v2/user/${order.user_id}/info/latest`, { headers: KEY });
    if (info.ok()) {
      picked = { orderId: id, userId: order.user_id, info: await info.json() };
      break;
    }
  }
  if (!picked) throw new Error("no seeded at-home order of a user with patient details");
  const { orderId, info } = picked;
  const order = { user_id: picked.userId };
  const name = `${info.first_name} ${info.last_name}`;

  const coordinator = await (await browser.newContext({ storageState: storageStateFor("care_coordinator") })).newPage();
  await coordinator.goto("/orders");
  await expect(coordinator.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(table(coordinator).getByRole("columnheader", { name: "Patient" })).toBeVisible();
  await expect(coordinator.getByRole("button", { name: "Order a test" })).toBeVisible();
  // One user's orders, by the URL; the name shows once the index has read the user's details.
  await expect(async () => {
    await coordinator.goto(`/orders?user=${order.user_id}`);
    await expect(table(coordinator).locator(`a[href="/orders/${orderId}"]`)).toBeVisible({ timeout: 1000 });
    await expect(table(coordinator)).toContainText(name, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const named = await exportedLines(coordinator);
  expect(named[0]).toMatch(/^order_id,patient_name,user_id,/);
  expect(named.find((l) => l.startsWith(orderId))).toContain(name);

  const ops = await (await browser.newContext({ storageState: storageStateFor("ops") })).newPage();
  await ops.goto(`/orders?user=${order.user_id}`);
  await expect(table(ops).locator(`a[href="/orders/${orderId}"]`)).toBeVisible();
  await expect(table(ops).getByRole("columnheader", { name: "User" })).toBeVisible();
  await expect(ops.locator("main")).not.toContainText(name);
  await expect(ops.getByRole("button", { name: "Order a test" })).toHaveCount(0);
  // A filter chosen on the page lands in the URL, and the export follows it.
  await ops.getByRole("combobox", { name: "Collection" }).click();
  await ops.getByRole("option", { name: "At-home draw" }).click();
  await expect(ops).toHaveURL(/method=at_home_phlebotomy/);
  await expect(table(ops).locator(`a[href="/orders/${orderId}"]`)).toBeVisible();
  const bare = await exportedLines(ops);
  expect(bare[0]).toMatch(/^order_id,user_id,/);
  expect(bare.join("\n")).not.toContain(name);
  expect(bare.slice(1).every((l) => l.split(",")[4] === "at_home_phlebotomy")).toBe(true);
});
