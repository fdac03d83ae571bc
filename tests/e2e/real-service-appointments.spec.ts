import { expect, test, type Page } from "@playwright/test";
import { atHomeOrders, expectNoLoadFailure } from "./support/real-service-scene";
import { setFaults, signInRemote, untilHealthy } from "./support/remote";
import { boardStatus } from "./support/board";
import { pickSlotOnAnotherDay, slotRadios } from "./support/booking";

/**
 * Booking by slot, rescheduling, cancelling with a reason and cancelling an order on the
 * remote-mode console, against a service that answers (and accepts bodies) exactly as the real one
 * does: availability, book, reschedule, the cancellation reasons, cancel and the order cancel all
 * pass through the vendor SDK's serializers. Two seeded bookable orders from the end of the list.
 */
test.beforeEach(async ({ page }) => {
  await setFaults(page.request, []);
  await signInRemote(page, "ops");
  await untilHealthy(page);
});

const timeline = (page: Page) => page.getByTestId("appointment-timeline");

test("ops books a slot, moves it, cancels it with a reason, and cancels another order", async ({ page }) => {
  test.slow();
  const { bookable } = await atHomeOrders(page.request);
  const [orderId, other] = [bookable.at(-1)!.id, bookable.at(-2)!.id];

  await page.goto(`/orders/${orderId}`);
  await page.getByRole("button", { name: "Book at-home draw" }).click();
  const form = page.getByRole("form", { name: "Book at-home draw" });
  await expect(form.getByLabel("ZIP code")).toHaveValue(/^\d{5}/);
  await form.getByRole("button", { name: "Show available slots" }).click();
  await slotRadios(page).first().check();
  await form.getByRole("button", { name: "Book draw" }).click();
  await expect(page.getByText(/^At-home draw booked: /)).toBeVisible();
  await expect(page.getByTestId("appointment").locator('[data-status="confirmed"]').first()).toBeVisible();
  await expectNoLoadFailure(page);

  await page.getByRole("button", { name: "Reschedule" }).click();
  const move = page.getByRole("dialog", { name: "Reschedule the draw" });
  await pickSlotOnAnotherDay(move);
  await move.getByRole("button", { name: "Continue" }).click();
  await move.getByRole("button", { name: "Move draw" }).click();
  await expect(page.getByText(/^Draw moved to /)).toBeVisible();
  await expect(timeline(page).getByText(/^Moved from .+ to /)).toBeVisible();

  await page.getByRole("button", { name: "Cancel appointment" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel the at-home draw?" });
  await cancel.getByLabel("Reason").selectOption({ index: 1 });
  await cancel.getByRole("button", { name: "Cancel draw" }).click();
  await expect(page.getByText("At-home draw cancelled", { exact: true })).toBeVisible();
  await expect(page.getByTestId("appointment").locator('[data-status="cancelled"]').first()).toBeVisible();
  await expectNoLoadFailure(page);

  await page.goto(`/orders/${other}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this order?" });
  await expect(confirm.getByRole("list", { name: "What is lost" })).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Order cancelled", { exact: true })).toBeVisible();
  await expect(page.locator('[aria-labelledby="order-title"] [data-status="cancelled"]')).toBeVisible();
  await expectNoLoadFailure(page);

  // The board reads the same appointments in the real shapes.
  await page.goto("/appointments?size=500&from=all");
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(boardStatus(row)).toHaveText("Cancelled");
  await expectNoLoadFailure(page);
});
