import { expect, test } from "@playwright/test";
import { storageStateFor } from "./fixtures/roles";

test.describe("as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("filters the catalogue by source type and text, and shows an OAuth provider's link info", async ({ page }) => {
    await page.goto("/providers");
    const card = (name: string) => page.getByRole("article", { name });
    await expect(card("Fitbit")).toBeVisible();
    await expect(
      card("Fitbit").getByRole("list", { name: "Supported resources" }).getByText("steps", { exact: true }),
    ).toBeVisible();

    await page.getByLabel("Source type").selectOption("app");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/source_type=app/);
    await expect(card("Strava")).toBeVisible();
    await expect(card("Fitbit")).toHaveCount(0);

    await page.getByLabel("Source type").selectOption("");
    await page.getByLabel("Search").fill("scales");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(card("Withings")).toBeVisible();
    await expect(card("Strava")).toHaveCount(0);

    await card("Withings").getByRole("link", { name: "Link info for Withings" }).click();
    const panel = page.getByRole("region", { name: "Link info for Withings" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("90 days")).toBeVisible();
    await expect(panel.getByText("Active", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/provider=withings/);
    await expect(page).toHaveURL(/q=scales/);
    await page.screenshot({ path: "test-results/screenshots/providers-link-info.png", fullPage: true });
    // Logos load from this origin, or fall back to an initial.
    const logo = card("Withings").locator("img").first();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe("as ops", () => {
  test.use({ storageState: storageStateFor("ops") });

  test("cannot open the catalogue", async ({ page }) => {
    const res = await page.goto("/providers");
    expect(res?.status()).toBe(403);
  });
});
