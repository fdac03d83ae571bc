import type { Locator, Page } from "@playwright/test";

/**
 * A steps chart's series, one solid line each. Today's bucket, still being counted, is drawn as a
 * dashed piece joining each line's last point: a path of its own, not a series.
 */
export const seriesLines = (page: Page): Locator =>
  page.getByTestId("steps-chart").locator("path.recharts-line-curve:not([stroke-dasharray])");

/** The dashed pieces for the partial bucket, one per series that has one. */
export const partialPieces = (page: Page): Locator =>
  page.getByTestId("steps-chart").locator('path.recharts-line-curve[stroke-dasharray="4 4"]');
