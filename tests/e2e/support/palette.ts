import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the command palette with Ctrl/⌘+K. Right after a navigation the key can arrive before the
 * page has hydrated and its shortcut listens, and is then lost; so the key is pressed again until
 * the trigger says the palette is open (its aria-expanded turns true at once, before the lazily
 * loaded dialog has rendered, so a slow first load is never toggled shut by a second press).
 * Without `waitForDialog` it returns as soon as the palette is asked for, to type into it at once.
 */
export async function openPalette(page: Page, { waitForDialog = true } = {}): Promise<Locator> {
  // Found by CSS, not by role: once the modal palette is open, the page behind it (this button too)
  // is hidden from the accessibility tree, and a role query would no longer see it.
  const trigger = page.locator('button[aria-haspopup="dialog"][aria-keyshortcuts~="Control+K"]');
  await expect(async () => {
    await page.keyboard.press("ControlOrMeta+k");
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const palette = page.getByRole("dialog", { name: "Go to" });
  if (waitForDialog) await expect(palette).toBeVisible();
  return palette;
}
