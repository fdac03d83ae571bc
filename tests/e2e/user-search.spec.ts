import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { patientDetails } from "../support/patient-details";
import { storageStateFor } from "./fixtures/roles";
import { ID_ONLY_SEARCH } from "@/lib/console/user-index/search-scope";
import { openPalette } from "./support/palette";
import { E2E_SERVICE_KEY } from "./support/servers";

// One patient made through the service for this file, with a first name nobody else has. Labs take
// names in plain ASCII, so "Muñoz" is stored as "Munoz", and a person types it with its accent.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const FIRST = `Zo${letters(6)}`;
const LAST = "Munoz";
const CLIENT_ID = `e2e-search-${Date.now()}-${letters(4)}`;

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });

let userId = "";
// Namesakes for the palette's order: O'Brien is made first (the oldest), Gonzalez last (the newest).
let obrienId = "";
let gonzalezId = "";

async function createPatient(request: APIRequestContext, clientUserId: string, last: string): Promise<string> {
  const created = await request.post("/v2/user/", { headers: KEY, data: { client_user_id: clientUserId } });
  expect(created.status()).toBe(200);
  const id: string = (await created.json()).user_id;
  const saved = await request.patch(`/v2/user/${id}/info`, { headers: KEY, data: patientDetails(FIRST, last) });
  expect(saved.ok()).toBe(true);
  return id;
}

// Per worker: a worker started after a failure loads this file afresh, with new ids.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  // Their ids share nothing with CLIENT_ID, which the other tests search for.
  obrienId = await createPatient(request, `e2e-namesake-${letters(8)}`, "O'Brien");
  userId = await createPatient(request, CLIENT_ID, LAST);
  gonzalezId = await createPatient(request, `e2e-namesake-${letters(8)}`, "Gonzalez");
  await request.dispose();
});

test.describe("finding users, as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("by name typed with an accent, by part of the client_user_id, with the view kept in the URL", async ({
    page,
  }) => {
    // The console learns a name when it reads the details (the background indexer is off here).
    await page.goto(`/users/${userId}/patient`);
    await expect(page.getByRole("region", { name: "Patient summary" })).toContainText(`${FIRST} ${LAST}`);

    await page.goto("/users");
    await searchBox(page).fill(`Muñoz ${FIRST.toLowerCase()}`);
    await expect(page).toHaveURL(/[?&]q=Mu/);
    const row = usersTable(page).getByRole("row", { name: new RegExp(CLIENT_ID) });
    await expect(row.getByRole("link", { name: `${FIRST} ${LAST}` })).toBeVisible();
    await expect(usersTable(page).locator("tbody tr")).toHaveCount(1);
    await expect(page.getByTestId("users-index-note")).toContainText("1 user matches");

    // Part of the client_user_id, then a filter and a sort, all of which a reload keeps.
    await searchBox(page).fill(CLIENT_ID.slice(4, -2));
    await expect(page).toHaveURL(new RegExp(`q=${CLIENT_ID.slice(4, -2)}`));
    await expect(row).toBeVisible();
    await page.getByRole("combobox", { name: "Patient details" }).click();
    await page.getByRole("option", { name: "With details" }).click();
    await expect(page).toHaveURL(/details=with/);
    await page.getByRole("button", { name: /^Name: column options/ }).click();
    await page.getByRole("menuitem", { name: "Sort descending" }).click();
    await expect(page).toHaveURL(/sort=name\.desc/);
    await expect(row).toBeVisible();

    await page.reload();
    await expect(searchBox(page)).toHaveValue(CLIENT_ID.slice(4, -2));
    await expect(page.getByRole("combobox", { name: "Patient details" })).toHaveText("With details");
    await expect(usersTable(page).getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(row.getByRole("link", { name: `${FIRST} ${LAST}` })).toBeVisible();

    // "Without details" excludes them; Reset brings back the plain list.
    await page.getByRole("combobox", { name: "Patient details" }).click();
    await page.getByRole("option", { name: "Without details" }).click();
    await expect(usersTable(page).getByText("No users match")).toBeVisible();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).not.toHaveURL(/[?&](q|details)=/);
    await expect(searchBox(page)).toHaveValue("");
  });

  test("the palette keeps what is typed straight after Ctrl+K and opens the match", async ({ page }) => {
    await page.goto(`/users/${userId}/patient`);
    await expect(page.getByRole("region", { name: "Patient summary" })).toContainText(`${FIRST} ${LAST}`);

    // The palette's code arrives late, as on a slow network, and the keys are typed before it does.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const palette = await openPalette(page, { waitForDialog: false });
    await page.keyboard.type(`${FIRST.toLowerCase()} muñoz`);
    await expect(palette.getByRole("combobox")).toHaveValue(`${FIRST.toLowerCase()} muñoz`);
    const match = palette.getByRole("option", { name: new RegExp(`${FIRST} ${LAST}`) });
    await expect(match).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/users/${userId}$`));
  });

  test("the palette lists the best match first, not the newest, and Enter opens it", async ({ page }) => {
    for (const id of [obrienId, userId, gonzalezId]) {
      await page.goto(`/users/${id}/patient`);
      await expect(page.getByRole("region", { name: "Patient summary" })).toContainText(FIRST);
    }
    const palette = await openPalette(page);
    // Every one of them has an "o" in the surname; only O'Brien's name begins with what is typed.
    await palette.getByRole("combobox").fill(`${FIRST.toLowerCase()} o`);
    const options = palette.getByRole("option", { name: new RegExp(FIRST) });
    await expect(options).toHaveCount(3);
    await expect(options.first()).toContainText(`${FIRST} O'Brien`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/users/${obrienId}$`));
  });
});

test.describe("finding users, as an analyst", () => {
  test.use({ storageState: storageStateFor("analyst") });

  test("matches ids only, and shows no names", async ({ page }) => {
    await page.goto("/users");
    await expect(usersTable(page).getByRole("columnheader", { name: /Name/ })).toHaveCount(0);
    await searchBox(page).fill(FIRST.toLowerCase());
    await expect(usersTable(page).getByText("No users match")).toBeVisible();
    // A name finds nothing for this role: the list says why, in the palette's words below.
    await expect(usersTable(page)).toContainText(ID_ONLY_SEARCH);
    await expect(usersTable(page)).not.toContainText("Check the spelling");

    await searchBox(page).fill(CLIENT_ID);
    const row = usersTable(page).getByRole("row", { name: new RegExp(CLIENT_ID) });
    await expect(row).toBeVisible();
    await expect(row.getByText("Exact id match")).toBeVisible();
    await expect(page.getByText(FIRST)).toHaveCount(0);

    const palette = await openPalette(page);
    await palette.getByRole("combobox").fill(FIRST.toLowerCase());
    await expect(palette.getByTestId("command-palette-status")).toContainText(ID_ONLY_SEARCH);
    // Closed, focus is back where the person was (the search box), not on the input that caught
    // the keys typed while the palette loaded.
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toBeFocused();
  });
});
