import { readFile } from "node:fs/promises";
import { expect, storageStateFor, test } from "./fixtures/roles";
import { violations } from "./support/axe";
import { completedOrderWithHistory, completedOrderWithMissingResult, confirmedOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";

/**
 * Lab results on the order page, on seeded completed orders (picked through the service with the
 * demo team's key; the console is driven as staff). Results are PHI: a coordinator reads them and
 * downloads the report, ops see neither the section nor the link, and the PDF route refuses them.
 */
test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("reads the results with flags, trends and unreported markers, and downloads the audited PDF", async ({
    page,
    browser,
  }) => {
    const { id, report } = await completedOrderWithHistory(page.request);
    await page.goto(`/orders/${id}`);
    const section = page.getByRole("region", { name: "Lab results" });
    const table = section.getByRole("table", { name: "Lab results" });
    await expect(table).toBeVisible();
    await expect(section.getByText("Collected", { exact: true })).toBeVisible();
    // The order's status beside the report's, and what the report lacks, in one line.
    const partial = (report.missing_results ?? []).length > 0;
    await expect(section.getByTestId("report-status")).toContainText(
      partial ? /Completed\s*— report partial: \d+ markers? (failed|to follow)/ : /Completed\s*— report final/,
    );
    // Every test of the order is named on the order and heads its own markers in the table.
    const panels = [...new Set(report.results.flatMap((r) => r.source_markers?.map((m) => m.name) ?? []))];
    const tests = page.getByRole("list", { name: "Lab tests" });
    for (const name of panels) {
      await expect(tests).toContainText(name);
      await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();
    }
    // A comment is text, never given an interpretation.
    const comment = report.results.find((r) => r.type === "comment");
    if (comment) await expect(table.locator('tr[data-result-type="comment"]').first()).not.toContainText("Normal");

    // The flag is words, not only a colour.
    const flagged = report.results.find((r) => r.is_above_max_range || r.is_below_min_range)!;
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: flagged.name, exact: true }) });
    await expect(row.first()).toContainText(flagged.is_above_max_range ? "Above range" : "Below range");

    // A returning patient: at least one marker has a sparkline naming each of its values.
    const trend = table.getByRole("img", { name: /trend over \d+ results: / }).first();
    await expect(trend).toBeVisible();
    expect(await trend.getAttribute("aria-label")).toMatch(/^.+ trend over ([2-9]|\d\d) results: [\d.]+(, [\d.]+)+/);
    // The reading before today's and its date in words beside the line, not only on hover.
    await expect(table.getByTestId("previous-reading").first()).toHaveText(
      /^was [\d.]+.* on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );

    expect(await violations(page)).toEqual([]);

    const missing = report.missing_results?.[0];
    // A marker that failed says so, why, and what to do, in words.
    const failed = /^Failed\s*\S.*\. Needs a redraw: arrange a new sample with the patient\./;
    if (missing) {
      await expect(table.locator('tr[data-missing="failed"] td').first()).toHaveText(failed);
    } else {
      const other = await completedOrderWithMissingResult(page.request);
      await page.goto(`/orders/${other.id}`);
      const line = page.locator('tr[data-missing="failed"]').filter({ hasText: other.missing });
      await expect(line.first().locator("td")).toHaveText(failed);
      await page.goto(`/orders/${id}`);
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Results PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lab-results-${id}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The download is in the audit log as a PHI read of that order (read as an admin).
    const admin = await browser.newContext({ storageState: storageStateFor("admin") });
    try {
      const csv = await (await admin.request.get(`/audit/export?action=orders.results.download&target=${id}`)).text();
      expect(csv).toContain(`orders.results.download,order,${id},ok`);
    } finally {
      await admin.close();
    }

    // An order whose sample is not processed yet says so plainly, with no PDF to download.
    const fresh = await page.request.get("/v3/orders?size=1&status=received", {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    const { orders } = (await fresh.json()) as { orders: { id: string }[] };
    await page.goto(`/orders/${orders[0]!.id}`);
    await expect(page.getByRole("region", { name: "Lab results" })).toContainText(
      "They appear here once the lab has processed the sample.",
    );
    await expect(page.getByRole("link", { name: "Results PDF" })).toHaveCount(0);
  });
});

test.describe("the order page's clock", () => {
  // A viewer far from every patient: each time on the page is on this one clock, named once.
  test.use({ role: "ops", timezoneId: "Europe/Berlin" });

  test("shows the history and the appointment's timeline in the viewer's zone, and names it", async ({ page }) => {
    const [orderId] = await confirmedOrderIds(page.request, 1);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId("zone-note")).toHaveText(/^Times in Europe\/Berlin \(your browser’s zone\)\./);
    const times = page.locator('[data-testid="appointment-timeline"] time, [aria-labelledby="order-history"] time');
    await expect(times.first()).toBeVisible();
    for (const title of await times.evaluateAll((els) => els.map((e) => e.getAttribute("title")))) {
      expect(title).toMatch(/^Europe\/Berlin · /);
    }
    // The slot is also given on the patient's own clock, labelled as such.
    await expect(page.getByText("Patient's time")).toBeVisible();
  });
});

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("sees the order without results, the results PDF or the requisition, and both PDF routes refuse", async ({
    page,
  }) => {
    const { id } = await completedOrderWithHistory(page.request);
    await page.goto(`/orders/${id}`);
    await expect(page.getByRole("heading", { name: /^Order/ })).toBeVisible();
    // The requisition prints the whole patient record, which ops may not read.
    await expect(page.getByRole("link", { name: "Requisition PDF" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Lab results" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Results PDF" })).toHaveCount(0);
    for (const path of ["results-pdf", "requisition"]) {
      const pdf = await page.request.get(`/orders/${id}/${path}`, { maxRetries: 1 });
      expect(pdf.status(), path).toBe(403);
      expect(pdf.headers()["content-type"]).toContain("application/json");
    }
  });
});
