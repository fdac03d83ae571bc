import { expect, test } from "@playwright/test";
import { expectNoLoadFailure } from "./support/real-service-scene";
import { serviceGet, setFaults, signInRemote, untilHealthy } from "./support/remote";
import { REMOTE_URL } from "./support/servers";

/**
 * Lab results in remote mode: the results, their metadata and the report PDF come through the
 * real-shaped service (the vendor SDK's LabResultsRaw: the type in `type`, no `result_type`), and
 * the patient's earlier orders through its order list, for the trends.
 */
type ListedOrder = { id: string; user_id: string; created_at: string };

/** The newest completed order of the patient with the most completed orders: a returning one. */
async function returningPatientOrder(page: import("@playwright/test").Page) {
  const res = await serviceGet<{ orders: ListedOrder[] }>(page.request, "/v3/orders?status=completed&size=100");
  expect(res.ok, "the real-shaped service lists completed orders").toBe(true);
  const byUser = new Map<string, ListedOrder[]>();
  for (const o of res.body.orders) byUser.set(o.user_id, [...(byUser.get(o.user_id) ?? []), o]);
  const visits = [...byUser.values()].sort((a, b) => b.length - a.length)[0]!;
  return visits.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
}

test.afterEach(async ({ page }) => setFaults(page.request, []));

test("a care coordinator reads an order's results, with trends, survives a failure, and downloads the report", async ({
  page,
}) => {
  await setFaults(page.request, []);
  await signInRemote(page, "care_coordinator");
  await untilHealthy(page);
  const order = await returningPatientOrder(page);

  await page.goto(`/orders/${order.id}`);
  const table = page.getByRole("region", { name: "Lab results" }).getByRole("table", { name: "Lab results" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  // Markers are grouped under the ordered panel the real service names in `source_markers`.
  type Raw = { results: { source_markers?: { name: string }[] }[] };
  const raw = await serviceGet<Raw>(page.request, `/v3/order/${order.id}/result`);
  const panel = raw.body.results[0]!.source_markers![0]!.name;
  await expect(table.getByRole("rowheader", { name: panel, exact: true })).toBeVisible();
  await expect(table.getByRole("img", { name: /trend over \d+ results: / }).first()).toBeVisible();
  await expectNoLoadFailure(page);

  // The service failing on the results alone: the order still shows, the section says what
  // happened with the request id, and Retry brings the table back.
  await setFaults(page.request, [
    { method: "GET", path: `^/v3/order/${order.id}/result$`, fault: { kind: "status", status: 400 } },
  ]);
  await page.reload();
  const alert = page.getByRole("alert").filter({ hasText: "Could not load the lab results" });
  await expect(alert.locator("code")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^Order/ })).toBeVisible();
  await setFaults(page.request, []);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(table).toBeVisible();
  await expect(alert).toHaveCount(0);

  const pdf = await page.request.get(`${REMOTE_URL}/orders/${order.id}/results-pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="lab-results-${order.id}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
