import type { Locator } from "@playwright/test";

/**
 * A board row's plain status, without the raw values its tooltip holds (in the DOM, hidden until
 * hover or focus, so part of the cell's text).
 */
export const boardStatus = (row: Locator) => row.locator('[data-column="status"] [data-status-key] > :first-child');
