import { expect, type Locator } from "@playwright/test";

/**
 * Opens a dialog from its button. A click that lands before the page has hydrated does nothing,
 * so the button is clicked again until it says its dialog is open (aria-expanded turns true at
 * once, before a lazily loaded body has rendered, so a slow first load is never clicked again).
 * The button is held as the element found first: once a modal is open, the page behind it leaves
 * the accessibility tree, and a role query would no longer find it.
 */
export async function openDialogFrom(button: Locator): Promise<void> {
  const trigger = await button.elementHandle();
  if (!trigger) throw new Error("the dialog's button is not on the page");
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click({ timeout: 1_000 });
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
  }).toPass({ timeout: 15_000 });
}
