import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A board row's plain status, without the raw values its tooltip holds (in the DOM, hidden until
 * hover or focus, so part of the cell's text).
 */
export const boardStatus = (row: Locator) => row.locator('[data-column="status"] [data-status-key] > :first-child');

/**
 * Waits until React has hydrated the board: its rows show in the streamed HTML before that, and
 * its refresh timer only starts once hydrated (a fake clock moved on earlier would move on
 * without it).
 */
export async function boardHydrated(page: Page) {
  const table = page.getByRole("table", { name: "At-home appointments" });
  await expect
    .poll(() => table.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}
