import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

// An admin imports connections for users created here (so seeded users' data is left alone). The
// demo team holds its own OAuth apps for fitbit, withings and google_fit (labdesk-demo-<provider>).
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const HEADER = "user_id,access_token,refresh_token,provider_id,expires_at,oauth_scopes";

async function freshUsers(page: Page, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await page.request.post("/v2/user/", {
      headers: KEY,
      data: { client_user_id: `e2e-bulk-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 6)}` },
    });
    expect(res.status()).toBe(200);
    ids.push((await res.json()).user_id);
  }
  return ids;
}

async function upload(page: Page, name: string, content: string) {
  await page.getByLabel("Connections file").setInputFiles({
    name,
    mimeType: name.endsWith(".json") ? "application/json" : "text/csv",
    buffer: Buffer.from(content),
  });
}

test.describe("as an admin", () => {
  test.use({ storageState: storageStateFor("admin") });

  // That the sample imports as it is is proven against the service in tests/contract/bulk-import.test.ts
  // (importing it here would add connections to the seeded users other specs read).
  test("previews a file against every rule the import checks, and imports what passes", async ({ page }) => {
    const [good, foreign] = await freshUsers(page, 2);
    const stranger = "0b5c1e3a-2f4d-4c6b-9a8e-1d2c3b4a5f62";
    const csv = [
      HEADER,
      // An ISO date is accepted for expires_at and converted to the Unix seconds the service takes.
      `${good},labdesk-demo-fitbit.e2e-${Date.now()},r,p-1,2030-01-31,activity sleep`,
      `not-a-user-id,labdesk-demo-fitbit.x,r,p-2,1900000000,activity`,
      `${foreign},some-other-app.e2e,r,p-3,1900000000,activity`,
      `${stranger},labdesk-demo-fitbit.y,r,p-4,1900000000,activity`,
    ].join("\n");
    await page.goto("/bulk-import");
    const format = page.getByRole("region", { name: "File format" });
    await expect(format).toContainText("expires_at");
    await expect(format).toContainText("in Unix seconds (1924992000). ISO dates such as 2031-01-01");
    // The sample is made for a provider, so it is offered once one is chosen.
    await expect(page.getByRole("link", { name: /Download a sample CSV/ })).toHaveCount(0);
    await page.getByLabel("Provider").selectOption("fitbit");
    // Said before anything is sent: the team holds its own Fitbit app, and which tokens it issues.
    const status = page.getByTestId("credential-status");
    await expect(status).toContainText("Your team holds an OAuth app for Fitbit");
    await expect(status).toContainText("labdesk-demo-fitbit.<token>");

    // The sample file is the format in practice, for the chosen provider, and reads as valid.
    const [sample] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download a sample CSV for Fitbit" }).click(),
    ]);
    expect(sample.suggestedFilename()).toBe("connections-sample-fitbit.csv");
    const sampleCsv = Buffer.concat(await (await sample.createReadStream()).toArray()).toString("utf8");
    expect(sampleCsv.split("\r\n")[0]).toBe(HEADER);
    expect(sampleCsv).toContain(",labdesk-demo-fitbit.sample-access-token-1,");
    await upload(page, "connections-sample-fitbit.csv", sampleCsv);
    await expect(page.getByText("2 rows read: 2 valid, 0 invalid.")).toBeVisible();
    await expect(page.getByTestId("user-check")).toHaveText("Every user id was checked with the service.");
    // expires_at reads as a date, the file's value on hover.
    const preview = page.getByRole("table", { name: "Import preview" });
    await expect(preview.locator("time").first()).toHaveAttribute("datetime", "2031-01-01T00:00:00.000Z");

    await upload(page, "connections.csv", csv);
    // Each rule the import applies is checked here first: the shape, the team's users, the team's app.
    await expect(page.getByText("4 rows read: 1 valid, 3 invalid.")).toBeVisible();
    await expect(page.getByTestId("user-check")).toHaveText("Every user id was checked with the service.");
    const badRow = preview.getByRole("row").filter({ hasText: "not-a-user-id" });
    await expect(badRow.getByText(/user_id/)).toBeVisible();
    const foreignRow = preview.getByRole("row").filter({ hasText: foreign! });
    await expect(foreignRow).toContainText("not issued by your team's Fitbit app (client id labdesk-demo-fitbit)");
    // Tokens show only their client id part.
    await expect(foreignRow.getByText("some-other-app.••••")).toBeVisible();
    await expect(preview.getByRole("row").filter({ hasText: stranger })).toContainText(
      "not one of your team's users at the service",
    );
    await expect(preview.getByRole("row").filter({ hasText: good! }).locator("time")).toHaveAttribute(
      "datetime",
      "2030-01-31T00:00:00.000Z",
    );

    await page.getByRole("button", { name: "Import 1 connection" }).click();
    await expect(page.getByText("Import finished: 1 imported, 0 failed")).toBeVisible({ timeout: 25_000 });
    await page.screenshot({ path: "test-results/screenshots/bulk-import-result.png", fullPage: true });
    await expect(page.getByRole("list", { name: "user_ids_imported" }).getByText(good!)).toBeVisible();
    await expect(page.getByText("3 invalid rows of the file were not sent (rows 2, 3, 4).")).toBeVisible();

    const user = await (await page.request.get(`/v2/user/${good}`, { headers: KEY })).json();
    expect(user.connected_sources.map((s: { source: { slug: string } }) => s.source.slug)).toContain("fitbit");
  });

  test("explains a provider the team has no OAuth app for", async ({ page }) => {
    const [userId] = await freshUsers(page, 1);
    await page.goto("/bulk-import");
    await page.getByLabel("Provider").selectOption("strava");
    // Known before the import: the page says what is missing and the command that adds it.
    const status = page.getByTestId("credential-status");
    await expect(status).toContainText("No OAuth app for Strava");
    await expect(status).toContainText("npm run service -- add-oauth-credential");
    await upload(
      page,
      "connections.json",
      JSON.stringify([{ user_id: userId, access_token: "labdesk-demo-strava.abc" }]),
    );
    await page.getByRole("button", { name: "Import 1 connection" }).click();
    // The refusal after the attempt says it again, next to the button (the status above says it too).
    await expect(
      page.getByRole("paragraph").filter({
        hasText: /Your team has no OAuth app of its own for Strava: add your Strava client credentials to the service/,
      }),
    ).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/bulk-import-no-oauth-app.png" });
  });

  test("a queued import shows its progress until every connection is processed", async ({ page }) => {
    const count = 150;
    const users = await freshUsers(page, count);
    const json = JSON.stringify(
      users.map((user_id, i) => ({
        user_id,
        access_token: `labdesk-demo-google_fit.e2e-${i}`,
        oauth_scopes: ["activity"],
      })),
    );
    await page.goto("/bulk-import");
    await page.getByLabel("Provider").selectOption("google_fit");
    await upload(page, "connections.json", json);
    // The preview is drawn above the checkbox once the file is read and moves it down the page: a
    // click sent while it was being drawn landed on the table instead, and the import then waited.
    await expect(page.getByText(`${count} rows read: ${count} valid, 0 invalid`)).toBeVisible();
    await page.getByRole("checkbox", { name: "Wait for completion" }).uncheck();
    await page.getByRole("button", { name: `Import ${count} connections` }).click();
    await expect(page.getByText("Import queued")).toBeVisible();

    const op = page.getByRole("list", { name: "Bulk operations" }).getByRole("listitem").first();
    // In words: the operation's kind and the provider's name, not their codes.
    await expect(op).toContainText("Connection import · Google Fit");
    const bar = op.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuemax", String(count));
    // Refreshed by polling while in progress, until processed reaches the total. Whether a
    // half-done state is ever on screen depends on the worker's speed, so only the end is asserted.
    await expect(bar).toHaveAttribute("aria-valuenow", String(count), { timeout: 45_000 });
    await expect(op.getByText("Finished", { exact: true })).toBeVisible();
    await expect(op).toContainText(`${count} of ${count} processed (100%)`);
    await page.screenshot({ path: "test-results/screenshots/bulk-import-progress.png", fullPage: true });
  });
});

test.describe("as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("cannot open bulk import", async ({ page }) => {
    const res = await page.goto("/bulk-import");
    expect(res?.status()).toBe(403);
  });
});
