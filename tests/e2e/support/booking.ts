import { expect, type Locator, type Page } from "@playwright/test";

/** The times offered on the day chosen in a booking form or a reschedule dialog. */
export const slotRadios = (scope: Locator | Page) => scope.getByRole("group", { name: /^Time on/ }).getByRole("radio");

/**
 * In an open "Order a test" dialog, the lipid panel drawn at home: searched, narrowed by how it is
 * collected, and chosen once the list has answered the search (one lipid panel is drawn at home).
 */
export async function chooseAtHomeLipidPanel(dialog: Locator): Promise<void> {
  await dialog.getByRole("searchbox", { name: "Search the lab test catalogue" }).fill("lipid");
  await dialog.getByRole("combobox", { name: "Collected by" }).selectOption("at_home_phlebotomy");
  await expect(dialog.getByRole("radio", { name: /^Lipid Panel/ })).toHaveCount(1);
  await dialog.getByRole("radio", { name: /^Lipid Panel/ }).check();
}

/**
 * From a placed order's "Order placed" view, books its at-home draw in the first slot offered at
 * the patient's own address (the booking form is filled from the record), and waits for the
 * booking to be confirmed on the order's page.
 */
export async function bookDrawFromPlacedOrder(page: Page, placed: Locator): Promise<void> {
  await placed.getByRole("link", { name: "Book the at-home draw" }).click();
  const form = page.getByRole("form", { name: "Book at-home draw" });
  await expect(form.getByLabel("Street address")).not.toHaveValue("");
  await form.getByRole("button", { name: "Show available slots" }).click();
  await slotRadios(form).first().check();
  await form.getByRole("button", { name: "Book draw" }).click();
  await expect(page.getByText(/^At-home draw booked: /)).toBeVisible();
}

/**
 * In a reschedule dialog, a slot on the second day offered. The first day can hold a single slot
 * late in the patient's day, and that one may be the slot already booked (which is not offered):
 * a second time on the first day exists only at some hours.
 */
export async function pickSlotOnAnotherDay(dialog: Locator): Promise<void> {
  await dialog.getByRole("group", { name: "Day" }).getByRole("radio").nth(1).check();
  await slotRadios(dialog).first().check();
}
