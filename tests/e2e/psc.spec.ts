import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

// The service is asked directly (team key) only to learn what the console should show; the
// console is driven as staff through the form, the list and the map.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const SHOTS = "test-results/screenshots";
// Leaflet is a chunk of its own, fetched after the page: on a busy machine it may take a while.
const MAP_LOAD = { timeout: 20_000 };
const QUEST = 1;
const SONORA_QUEST = 2; // Arizona only: nothing near New York at any radius.

type Psc = { metadata: { name: string }; distance: string; capabilities: string[] };
type PscInfo = { patient_service_centers: Psc[] };

async function serviceByArea(page: Page, query: string): Promise<Psc[]> {
  const res = await page.request.get(`/v3/order/psc/info?${query}`, { headers: KEY });
  expect(res.status()).toBe(200);
  return ((await res.json()) as PscInfo).patient_service_centers;
}

const rows = (page: Page) => page.getByTestId("psc-result");
const map = (page: Page) => page.getByTestId("us-map");
const distances = async (page: Page) =>
  (await page.getByTestId("psc-distance").allInnerTexts()).map((t) => Number.parseFloat(t));
const names = (page: Page) => rows(page).locator("button[aria-pressed]").allInnerTexts();

/** The list as the service answered it, and exactly as many markers on the map. */
async function expectResults(page: Page, expected: Psc[]) {
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(map(page)).toHaveAttribute("data-marker-count", String(expected.length), MAP_LOAD);
  await expect(map(page)).toHaveAccessibleName(new RegExp(`^Map: ${expected.length} service center`));
  expect(await distances(page)).toEqual(expected.map((p) => Number(p.distance)));
  expect((await names(page)).map((n) => n.replace(/^\d+\.\s*/, ""))).toEqual(expected.map((p) => p.metadata.name));
}

/** Radix selects open only once the page is hydrated: retry opening until the option shows. */
/** Leaflet's stylesheet comes with its chunk, so it tells whether the map code was loaded. */
const hasLeafletStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes(".leaflet-pane")),
    ),
  );

/** The commonest opaque colour on the basemap's canvas: the land's fill, whatever the zoom. */
const basemapLandColour = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>(".leaflet-basemap-pane canvas")!;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4 * 7) {
      if (data[i + 3] !== 255) continue;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "none";
  });

async function chooseOption(page: Page, field: string, option: string) {
  const choice = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await page.getByRole("combobox", { name: field, exact: true }).click();
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await choice.click();
}

test.describe("as ops", () => {
  test.use({ storageState: storageStateFor("ops") });

  test("a search returns at most 30 centers, nearest first, one marker per row, and the map is drawn", async ({
    page,
  }) => {
    const expected = await serviceByArea(page, `zip_code=10001&lab_id=${QUEST}&radius=25`);
    expect(expected.length).toBe(30); // Manhattan is dense enough to reach the cap.

    await page.goto("/psc");
    // Quest, the nationwide network, is the default lab; lab accounts are the team's, by name.
    await expect(page.getByRole("combobox", { name: "Lab", exact: true })).toHaveText("Quest Diagnostics");
    const account = page.getByRole("combobox", { name: "Lab account" });
    await expect(account.getByRole("option")).toHaveText(["Lab's default", "Quest main account", "BioReference"]);
    await chooseOption(page, "Lab", "Quest Diagnostics");
    await page.getByRole("textbox", { name: "ZIP code", exact: true }).fill("10001");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/psc\?zip=10001&lab=1&radius=25$/);
    await expectResults(page, expected);
    const shown = await distances(page);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.every((d) => d <= 25)).toBe(true);
    await expect(
      page.getByRole("heading", { name: /30 service centers for Quest Diagnostics within 25 miles of 10001/ }),
    ).toBeVisible();
    await expect(map(page).getByTestId("map-origin")).toHaveText("ZIP 10001", MAP_LOAD);

    // Markers are buttons with one tab stop: Enter selects, the same selection as the list, and
    // the arrow keys move between them.
    const firstMarker = map(page).getByRole("button", { name: /^1\. / });
    await expect(firstMarker).toHaveAttribute("tabindex", "0");
    await firstMarker.focus();
    await page.keyboard.press("Enter");
    await expect(rows(page).first()).toHaveAttribute("aria-current", "true");
    await expect(firstMarker).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    await expect(map(page).getByRole("button", { name: /^2\. / })).toBeFocused();
    await expect(map(page).locator('.map-pin[tabindex="0"]')).toHaveCount(1);
    // City names are drawn above the markers, which stay clickable beneath them.
    const paneZ = (pane: string) =>
      map(page)
        .locator(`.leaflet-${pane}-pane`)
        .evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(await paneZ("city-labels")).toBeGreaterThan(await paneZ("marker"));

    // Selecting a row highlights its marker, and the selection is part of the link.
    const third = rows(page).nth(2);
    await third.getByRole("button").first().click();
    await expect(third).toHaveAttribute("aria-current", "true");
    const id = (await third.getAttribute("id"))!.replace("psc-row-", "");
    await expect(map(page)).toHaveAttribute("data-selected-marker", id);
    await expect(map(page).getByRole("button", { pressed: true })).toHaveCount(1);
    await expect(firstMarker).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(new RegExp(`selected=${id}`));
    await page.reload();
    await expect(rows(page).nth(2)).toHaveAttribute("aria-current", "true");

    // Each result has its directions link (outside, new tab) and copy button.
    const directions = third.getByRole("link", { name: /Directions/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect(third.getByRole("button", { name: /^Copy the address of / })).toBeVisible();

    await expect(map(page)).toHaveAttribute("data-basemap", "ready", MAP_LOAD);
    expect(await hasLeafletStyles(page)).toBe(true);
    // Zooming in stops where the offline outlines and city names still give context.
    const zoomIn = map(page).getByRole("button", { name: "Zoom in" });
    await expect(async () => {
      await zoomIn.click();
      await expect(zoomIn).toHaveAttribute("aria-disabled", "true", { timeout: 1_000 });
    }).toPass();
    await expect(map(page)).toHaveAttribute("data-zoom", "10");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/psc-page.png` });
    await map(page).screenshot({ path: `${SHOTS}/psc-map.png` });
    await expect.poll(() => basemapLandColour(page)).toBe("248,250,252");

    // The map follows the console's theme: water, land and borders are re-drawn dark.
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(map(page)).toHaveAttribute("data-palette", "dark");
    await expect(map(page).locator(".leaflet-container")).toHaveCSS("background-color", "rgb(12, 26, 46)");
    await expect.poll(() => basemapLandColour(page)).toBe("39,39,42");
    await map(page).screenshot({ path: `${SHOTS}/psc-map-dark.png` });
  });

  test("a capability filter narrows the results to centers that have it", async ({ page }) => {
    const all = await serviceByArea(page, `zip_code=60601&lab_id=${QUEST}&radius=50`);
    const stat = await serviceByArea(page, `zip_code=60601&lab_id=${QUEST}&radius=50&capabilities=stat`);
    expect(stat.length).toBeGreaterThan(0);
    expect(stat.length).toBeLessThan(all.length);

    await page.goto(`/psc?zip=60601&lab=${QUEST}&radius=50`);
    await expectResults(page, all);
    await page.getByRole("checkbox", { name: "STAT" }).check();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/cap=stat/);
    await expectResults(page, stat);
    for (const row of await rows(page).all()) await expect(row.locator('[data-capability="stat"]')).toBeVisible();
  });

  test("changing the radius searches again, and an empty search suggests the next radius", async ({ page }) => {
    await page.goto(`/psc?zip=10001&lab=${QUEST}&radius=25`);
    await chooseOption(page, "Radius", "10 miles");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/radius=10/);
    await expectResults(page, await serviceByArea(page, `zip_code=10001&lab_id=${QUEST}&radius=10`));
    expect((await distances(page)).every((d) => d <= 10)).toBe(true);

    await page.goto(`/psc?zip=10001&lab=${SONORA_QUEST}&radius=10`);
    await expect(page.getByTestId("psc-empty")).toContainText(
      "No service centers for Sonora Quest Laboratories within 10 miles of 10001",
    );
    await page.getByRole("link", { name: "Try 20 miles" }).click();
    await expect(page).toHaveURL(/radius=20/);
    await expect(page.getByTestId("psc-empty")).toContainText("within 20 miles");
    await expect(page.getByRole("combobox", { name: "Radius" })).toHaveText("20 miles");
  });

  test("a malformed ZIP is caught at the field, an unknown one is reported", async ({ page }) => {
    await page.goto(`/psc?zip=10001&lab=${QUEST}`);
    // The map renders only in the browser: once it counts markers, the form is hydrated too.
    await expect(map(page)).toHaveAttribute("data-marker-count", "30", MAP_LOAD);
    const zip = page.getByRole("textbox", { name: "ZIP code", exact: true });
    await zip.fill("1234");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Expected a five-digit ZIP code")).toBeVisible();
    await expect(zip).toHaveValue("1234");
    await expect(page).toHaveURL(/zip=10001/);

    await zip.fill("00000");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/zip=00000/);
    await expect(page.getByRole("alert").filter({ hasText: "No ZIP code 00000 found" })).toBeVisible();
    await expect(page.locator("#psc-zip-error")).toHaveText("No ZIP code 00000 found");
    await expect(page.getByRole("textbox", { name: "ZIP code", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(rows(page)).toHaveCount(0);
  });

  test("a service failure shows its message and request id with a retry", async ({ page }) => {
    // Lab 999 does not exist: the service refuses the search, which the page reports as it came.
    await page.goto("/psc?zip=10001&lab=999");
    const failure = page.getByRole("alert").filter({ hasText: "The service center search failed" });
    await expect(failure).toContainText("Lab 999 not found");
    await expect(failure).toContainText(/Request id \S+/);
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect(failure).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test("pages without a map do not load the map's code", async ({ page }) => {
    await page.goto("/users");
    await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
    expect(await hasLeafletStyles(page)).toBe(false);
    await page.goto("/psc");
    await expect(page.getByRole("form", { name: "Service center search" })).toBeVisible();
    expect(await hasLeafletStyles(page)).toBe(false);
  });
});

test.describe("by order", () => {
  /** A seeded order whose patient has centers nearby, with the service's own answer. */
  async function orderWithCenters(page: Page) {
    const res = await page.request.get("/v3/orders?size=50", { headers: KEY });
    expect(res.status()).toBe(200);
    const { orders } = (await res.json()) as {
      orders: {
        id: string;
        patient_details: { first_name: string; last_name: string };
        lab_test: { lab: { name: string } };
      }[];
    };
    for (const order of orders) {
      const info = await page.request.get(`/v3/order/${order.id}/psc/info?radius=50`, { headers: KEY });
      if (info.status() !== 200) continue;
      const centers = ((await info.json()) as PscInfo).patient_service_centers;
      if (centers.length > 0) return { order, centers };
    }
    throw new Error("no seeded order with service centers within 50 miles");
  }

  test.describe("as a care coordinator", () => {
    test.use({ storageState: storageStateFor("care_coordinator") });

    test("searches near the order's patient and names the patient", async ({ page }) => {
      const { order, centers } = await orderWithCenters(page);
      await page.goto(`/psc?order=${order.id}&radius=50`);
      await expect(page.getByTestId("psc-order-id")).toHaveText(order.id);
      // The search runs in the order's own lab, and the page says which.
      await expect(page.getByRole("region", { name: "Order" })).toContainText(`Lab: ${order.lab_test.lab.name}`);
      await expect(
        page.getByText(`${order.patient_details.first_name} ${order.patient_details.last_name}`),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "ZIP code", exact: true })).toHaveCount(0);
      await expectResults(page, centers);
      // The patient's place is marked on the map and named, with its ZIP, in the list header.
      const zip = (await page.getByTestId("psc-patient-zip").innerText()).trim();
      expect(zip).toMatch(/^\d{5}$/);
      await expect(
        page.getByRole("heading", {
          name: `${centers.length} service ${centers.length === 1 ? "center" : "centers"} for ${order.lab_test.lab.name} within 50 miles of the patient's ZIP code ${zip}, nearest first`,
        }),
      ).toBeVisible();
      await expect(map(page).getByTestId("map-origin")).toHaveText(`Patient · ZIP ${zip}`);
    });
  });

  test.describe("as ops", () => {
    test.use({ storageState: storageStateFor("ops") });

    test("sees the same centers but not the patient's name", async ({ page }) => {
      const { order, centers } = await orderWithCenters(page);
      await page.goto(`/psc?order=${order.id}&radius=50`);
      await expectResults(page, centers);
      await expect(page.getByText("Patient:")).toHaveCount(0);
      // The patient's place is marked with its ZIP code: ops see addresses, which a draw needs.
      const zip = (await page.getByTestId("psc-patient-zip").innerText()).trim();
      await expect(map(page).getByTestId("map-origin")).toHaveText(`Patient · ZIP ${zip}`, MAP_LOAD);
      expect(await page.content()).not.toContain(
        `${order.patient_details.first_name} ${order.patient_details.last_name}`,
      );
    });
  });
});

test.describe("as an analyst", () => {
  test.use({ storageState: storageStateFor("analyst") });

  test("the page is refused with a 403", async ({ page }) => {
    const res = await page.goto("/psc?zip=10001&lab=1");
    expect(res?.status()).toBe(403);
    await expect(rows(page)).toHaveCount(0);
  });
});
