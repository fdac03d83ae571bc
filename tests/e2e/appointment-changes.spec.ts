import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { bookableOrderIds, confirmedOrderIds, rescheduleAtService, slotsAt } from "./support/seeded-orders";
import { boardStatus } from "./support/board";
import { pickSlotOnAnotherDay, slotRadios } from "./support/booking";

/**
 * Booking by slot, moving, cancelling with a reason and calling off an order, as ops, in one walk;
 * a care coordinator sees none of it. Seeded orders are taken from the end of their lists (one
 * not booked yet; the others with a confirmed draw), which the specs reading seeded orders (taking
 * theirs from the start) leave alone. The service is used directly only as "another desk", taking
 * a slot meanwhile.
 */
const timeline = (page: Page) => page.getByTestId("appointment-timeline");

/** The last seeded order not booked yet, and the last `n` with a confirmed draw. */
async function pickOrders(page: Page, n: number) {
  const [bookable, confirmed] = [await bookableOrderIds(page.request), await confirmedOrderIds(page.request)];
  if (bookable.length === 0 || confirmed.length < n) throw new Error("not enough seeded at-home orders");
  return { bookable: bookable.at(-1)!, confirmed: confirmed.slice(-n).reverse() };
}

test.describe("as ops", () => {
  // A viewer far from the patient: each slot shows the patient's clock and this one's.
  test.use({ role: "ops", timezoneId: "Europe/Berlin" });

  test("books a slot (a taken one refused with fresh slots), reschedules, cancels with a reason, cancels an order", async ({
    page,
  }) => {
    test.slow();
    const {
      bookable: orderA,
      confirmed: [orderOther, orderB],
    } = await pickOrders(page, 2);
    await page.goto(`/orders/${orderA}`);
    await page.getByRole("button", { name: "Book at-home draw" }).click();
    const form = page.getByRole("form", { name: "Book at-home draw" });
    await expect(form.getByLabel("Street address")).not.toHaveValue("");
    await form.getByRole("button", { name: "Show available slots" }).click();
    const first = slotRadios(form).first();
    await expect(first).toHaveAccessibleName(
      /^\d\d:\d\d–\d\d:\d\d \S+ · (\w{3} )?\d\d:\d\d–\d\d:\d\d your time \(CET\)$/,
    );
    const takenName = await first.getAttribute("aria-label");

    // Another desk moves another order's draw to the same hour at the same address, meanwhile.
    const address = {
      first_line: await form.getByLabel("Street address").inputValue(),
      city: await form.getByLabel("City").inputValue(),
      state: await form.getByLabel("State").inputValue(),
      zip_code: await form.getByLabel("ZIP code").inputValue(),
    };
    const [sameHour] = await slotsAt(page.request, address);
    await rescheduleAtService(page.request, orderOther!, sameHour!);
    await first.check();
    await form.getByRole("button", { name: "Book draw" }).click();
    await expect(form.getByRole("alert")).toContainText("no longer available");
    await expect(slotRadios(form).first()).not.toHaveAttribute("aria-label", takenName!);
    await expect(form.getByLabel("Street address")).toHaveValue(address.first_line);

    await slotRadios(form).first().check();
    await form.getByRole("button", { name: "Book draw" }).dblclick();
    await expect(page.getByText(/^At-home draw booked: \w{3}, /)).toBeVisible();
    const appointment = page.getByTestId("appointment");
    await expect(appointment.locator('[data-status="confirmed"]').first()).toBeVisible();
    await expect(timeline(page).getByText("Scheduled", { exact: true })).toHaveCount(1);

    // Reschedule from the order page, with a confirmation naming both times.
    await page.getByRole("button", { name: "Reschedule" }).click();
    const move = page.getByRole("dialog", { name: "Reschedule the draw" });
    await pickSlotOnAnotherDay(move);
    await move.getByRole("button", { name: "Continue" }).click();
    await expect(move.getByText(/^Move the draw from \w{3}, .+ to \w{3}, .+\?$/)).toBeVisible();
    await move.getByRole("button", { name: "Move draw" }).click();
    await expect(page.getByText(/^Draw moved to /)).toBeVisible();
    await expect(timeline(page).getByText("Scheduled", { exact: true })).toHaveCount(2);
    await expect(timeline(page).getByText(/^Moved from .+ to /)).toBeVisible();

    // Cancel with one of the service's reasons and a note.
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel the at-home draw?" });
    await cancel.getByRole("button", { name: "Cancel draw" }).click();
    await expect(cancel.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await cancel.getByLabel("Notes").fill("Patient moved away");
    await cancel.getByLabel("Reason").selectOption({ label: "Patient requested to cancel" });
    await cancel.getByRole("button", { name: "Cancel draw" }).click();
    await expect(page.getByText("At-home draw cancelled", { exact: true })).toBeVisible();
    await expect(timeline(page).getByText("Patient requested to cancel · Patient moved away")).toBeVisible();
    await expect(page.getByRole("button", { name: "Book at-home draw" })).toBeVisible();

    // Booked again: the cancelled draw stays on the page with its reason, and the order reads as placed once.
    await page.getByRole("button", { name: "Book at-home draw" }).click();
    const again = page.getByRole("form", { name: "Book at-home draw" });
    await again.getByRole("button", { name: "Show available slots" }).click();
    await slotRadios(again).first().check();
    await again.getByRole("button", { name: "Book draw" }).click();
    // The newest notice: the first booking's may still be up with the same words (the same hour
    // can come first again), but the cancellation's came after it.
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toContainText(/^At-home draw booked: /);
    const earlier = page.getByTestId("earlier-appointments");
    await expect(earlier.locator('[data-status="cancelled"]')).toBeVisible();
    await expect(earlier.getByText("Patient requested to cancel", { exact: true })).toBeVisible();
    // Notes are not kept outside the service.
    await expect(earlier).not.toContainText("Patient moved away");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.locator('[data-status$=".ordered"], [data-status="received"]')).toHaveCount(1);
    await expect(history.locator('[data-status$=".appointment_cancelled"]')).toHaveCount(1);

    // Cancel an order that has a booked draw: the confirmation names what goes with it.
    await page.goto(`/orders/${orderB}`);
    await page.getByRole("button", { name: "Cancel order" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this order?" });
    const lost = confirm.getByRole("list", { name: "What is lost" });
    await expect(lost).toContainText("will not be run");
    await expect(lost).toContainText(/The booked at-home draw \(\w{3}, .+\) is cancelled/);
    await expect(lost).toContainText("cannot be undone");
    await confirm.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("Order cancelled", { exact: true })).toBeVisible();
    await expect(page.locator('[aria-labelledby="order-title"] [data-status="cancelled"]')).toBeVisible();
    await expect(timeline(page).getByText("The order was cancelled")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  });

  test("moves and cancels a draw from the board's row menu; the row follows at once", async ({ page }) => {
    const {
      confirmed: [orderId],
    } = await pickOrders(page, 1);
    await page.goto("/appointments?size=500&from=all");
    await page.getByLabel("Track an order by id").fill(orderId!);
    await page.getByRole("button", { name: "Track" }).click();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(boardStatus(row)).toHaveText("Scheduled");
    const before = await row.innerText();

    await row.getByRole("button", { name: /^Actions for order/ }).click();
    await page.getByRole("menuitem", { name: "Reschedule…" }).click();
    const move = page.getByRole("dialog", { name: "Reschedule the draw" });
    await slotRadios(move).first().check();
    await move.getByRole("button", { name: "Continue" }).click();
    await move.getByRole("button", { name: "Move draw" }).click();
    await expect(page.getByText(/^Draw moved to /)).toBeVisible();
    await expect(row).not.toHaveText(before);

    await row.getByRole("button", { name: /^Actions for order/ }).click();
    await page.getByRole("menuitem", { name: "Cancel appointment…" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel the at-home draw?" });
    await cancel.getByLabel("Reason").selectOption({ index: 1 });
    await cancel.getByRole("button", { name: "Cancel draw" }).click();
    await expect(boardStatus(row)).toHaveText("Cancelled");
    await expect(row.getByRole("button", { name: /^Actions for order/ })).toHaveCount(0);
  });
});

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("sees a booked draw but no way to move or cancel it, or to cancel the order", async ({ page }) => {
    const [orderId] = (await confirmedOrderIds(page.request)).slice(-1);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId("appointment").locator('[data-status="confirmed"]').first()).toBeVisible();
    for (const name of ["Reschedule", "Cancel appointment", "Cancel order", "Book at-home draw"])
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    await page.goto("/appointments");
    await expect(page.getByRole("table", { name: "At-home appointments" }).locator("tbody tr").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Actions for order/ })).toHaveCount(0);
  });
});
