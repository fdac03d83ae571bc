import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { violations } from "./support/axe";
import { completeDrawAndReport } from "./support/draw-lifecycle";
import { E2E_SERVICE_KEY } from "./support/servers";
import { bookDrawFromPlacedOrder, chooseAtHomeLipidPanel } from "./support/booking";

/**
 * Results to review, the whole way as a care coordinator: order a test, book its draw, the draw
 * and the lab report come in (the embedded lifecycle driven for this order), the result reaches
 * the queue through the service's events, is marked reviewed on the order with a note, and leaves
 * the queue and the header's count. Ops and analysts are refused the queue and see no count.
 */
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };

/** A seeded user with patient details, away from the users other specs order for or edit. */
async function userWithDetails(page: Page) {
  const res = await page.request.get("/v2/user/?offset=140&limit=20", { headers: KEY });
  for (const { user_id } of ((await res.json()) as { users: { user_id: string }[] }).users) {
    if ((await page.request.get(`/v2/user/${user_id}/info/latest`, { headers: KEY })).ok()) return user_id;
  }
  throw new Error("no seeded user with details among users 140-159");
}

/** The header's count of critical results to review (0 when it is not shown). */
async function criticalCount(page: Page) {
  const link = page.getByTestId("critical-results");
  if ((await link.count()) === 0) return 0;
  return Number((await link.getAttribute("aria-label"))!.match(/^(\d+) critical/)![1]);
}

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("orders a test, books its draw, and reviews its result from the queue", async ({ page }) => {
    test.slow();
    await page.goto(`/users/${await userWithDetails(page)}`);
    await page.getByRole("button", { name: "Order a test" }).click();
    const dialog = page.getByRole("dialog", { name: "Order a test" });
    await chooseAtHomeLipidPanel(dialog);
    await dialog.getByRole("button", { name: "Place order" }).click();
    await expect(dialog.getByText("Order placed")).toBeVisible();
    await bookDrawFromPlacedOrder(page, dialog);
    const orderId = page.url().match(/\/orders\/([0-9a-f-]{36})/)![1]!;

    completeDrawAndReport(orderId);
    // The service's events reach the console within a second or two; the queue is read on load.
    const entry = page.locator(`li[data-order="${orderId}"]`);
    await expect(async () => {
      await page.goto("/results");
      await expect(entry).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const level = (await entry.locator("[data-level]").getAttribute("data-level"))!;
    expect(["critical", "abnormal", "normal"]).toContain(level);
    await expect(entry).toContainText(/(None flagged|\d+ flagged.*) of \d+ markers?/);
    const before = await criticalCount(page);
    const entryText = await entry.innerText();
    expect(await violations(page)).toEqual([]);

    await entry.getByRole("link", { name: "Open result" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?from=results#results$`));
    await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText("Results to review");
    const results = page.getByRole("region", { name: "Lab results" });
    await expect(results.getByRole("table", { name: "Lab results" })).toBeVisible();
    const review = results.getByTestId("result-review");
    await expect(review).toContainText("Waiting for review since");
    // The markers the queue counted as flagged head the results, each with its range and flag.
    const flagged = Number(/(\d+) flagged/.exec(entryText)?.[1] ?? 0);
    if (flagged > 0) await expect(results.getByTestId("flagged-markers").getByRole("listitem")).toHaveCount(flagged);
    else await expect(results.getByTestId("flagged-markers")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await review.getByRole("button", { name: "Mark reviewed" }).click();
    const reviewDialog = page.getByRole("dialog", { name: "Mark this result reviewed" });
    await reviewDialog.getByLabel("Note").fill("Spoke with the ordering physician; redraw in two weeks.");
    await reviewDialog.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(reviewDialog).toBeHidden();
    await expect(review.locator('li[data-reviewed="yes"]')).toContainText(/Reviewed by .+ on /);
    await expect(review).toContainText("“Spoke with the ordering physician; redraw in two weeks.”");
    // The header's count is the page's own: one fewer when this result was critical.
    await expect.poll(() => criticalCount(page)).toBe(level === "critical" ? before - 1 : before);

    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "Results to review" })).toBeVisible();
    await expect(entry).toHaveCount(0);
  });
});

for (const role of ["ops", "analyst"] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ role });

    test("is refused the results queue and sees no count of critical results", async ({ page }) => {
      const res = await page.goto("/results");
      expect(res?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Results to review" })).toHaveCount(0);
      await expect(page.getByTestId("critical-results")).toHaveCount(0);
    });
  });
}
