import { expect, type Page } from "@playwright/test";

/** Steps an admin takes on the staff admin page (/admin/staff), through each row's actions menu. */

export async function rowAction(page: Page, email: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** Resets the password and returns the new one, read from the dialog before it is dismissed. */
export async function resetPassword(page: Page, email: string) {
  await rowAction(page, email, "Reset password…");
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  const password = await dialog.getByLabel("Password", { exact: true }).inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  return password;
}

export async function setDisabled(page: Page, email: string, disabled: boolean) {
  await rowAction(page, email, disabled ? "Disable…" : "Enable…");
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: disabled ? "Disable" : "Enable" }).click();
  await expect(dialog).toBeHidden();
}
