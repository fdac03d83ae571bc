import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { boardStatus } from "./support/board";
import { E2E_SERVICE_KEY } from "./support/servers";

// The appointments board's view: sort, pages, filters and time zone, all in the URL. It only
// reads the seeded at-home orders (appointments.spec.ts is the one that books and tracks), so
// it walks one flow in one page instead of reloading per check.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const VIEWER_ZONE = "Asia/Tokyo";

const table = (page: Page) => page.getByRole("table", { name: "At-home appointments" });
const bodyRows = (page: Page) => table(page).locator("tbody tr[data-order-id]");
const startTimes = (rows: Locator) =>
  rows.locator('td[data-column="startAt"] time').evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
const statusKeys = (page: Page) =>
  bodyRows(page)
    .locator("[data-status-key]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-status-key")));
const providerCells = (page: Page) => bodyRows(page).locator('td[data-column="provider"]').allInnerTexts();
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The segmented radios are visually hidden inside their labels: a person clicks the label. */
const choiceOption = (page: Page, label: string) =>
  page.locator("label").filter({ has: page.getByRole("radio", { name: label }) });

/** The board's controls work once React has hydrated the table (it marks the element with its fiber). */
async function boardReady(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('table[aria-label="At-home appointments"]');
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * What keeps the element from showing whole: its box leaving the viewport, or something else
 * (a scrolling box that clips it, a neighbour on top) at the middle of one of its edges.
 */
const notShownWhole = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const problems: string[] = [];
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      problems.push(`box ${JSON.stringify(r)} outside the ${innerWidth}x${innerHeight} viewport`);
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    for (const [x, y] of [
      [cx, r.top + 2],
      [cx, r.bottom - 2],
      [r.left + 2, cy],
      [r.right - 2, cy],
    ] as const) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !node.contains(hit)) problems.push(`${hit?.outerHTML.slice(0, 80) ?? "nothing"} at ${x},${y}`);
    }
    return problems;
  });

const ascending = (values: string[]) => values.every((v, i) => i === 0 || Date.parse(values[i - 1]!) <= Date.parse(v));

test.use({ role: "ops", timezoneId: VIEWER_ZONE });

test("starts at today, pages all dates by start, filters by status, provider and day, switches time zone, and explains the status", async ({
  page,
}) => {
  test.slow();
  const loadedAt = Date.now();
  await page.goto("/appointments");
  await boardReady(page);
  const startHeader = table(page).getByRole("columnheader", { name: /^Start \(patient's time\)/ });
  await expect(startHeader).toHaveAttribute("aria-sort", "ascending");

  // By default the board starts at today on the patient's clock, which began less than a day ago in any zone.
  await expect(page.getByRole("radio", { name: "From today" })).toBeChecked();
  expect(urlParam(page, "from")).toBeNull();
  const dayAgo = loadedAt - 86_400_000;
  const [earliestToday] = await startTimes(bodyRows(page));
  expect(Date.parse(earliestToday!)).toBeGreaterThanOrEqual(dayAgo);

  // All dates, in the URL: the past draws come back, soonest first.
  await choiceOption(page, "All dates").click();
  await expect(page).toHaveURL(/[?&]from=all/);
  await expect(page.getByRole("radio", { name: "All dates" })).toBeChecked();
  await expect.poll(async () => Date.parse((await startTimes(bodyRows(page)))[0]!)).toBeLessThan(dayAgo);

  // Soonest first, 25 a page, and page 2 carries on where page 1 stopped.
  const pager = page.locator('[data-slot="data-table-pagination"]');
  await expect(pager).toContainText(/^1–25 of \d+/);
  const total = Number((await pager.locator("p").innerText()).split(" of ")[1]!.replace(/,/g, ""));
  expect(total).toBeGreaterThan(25);
  await expect(bodyRows(page)).toHaveCount(25);
  const first = await startTimes(bodyRows(page));
  expect(first.length).toBeGreaterThan(0);
  expect(ascending(first)).toBe(true);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager).toContainText(/^26–/);
  const second = await startTimes(bodyRows(page));
  if (second.length > 0) expect(Date.parse(second[0]!)).toBeGreaterThanOrEqual(Date.parse(first.at(-1)!));

  // Latest first from the column's header; a new sort starts again at page 1.
  await startHeader.getByRole("button").click();
  await expect(page).toHaveURL(/[?&]sort=startAt\.desc/);
  expect(urlParam(page, "page")).toBeNull();
  await expect(startHeader).toHaveAttribute("aria-sort", "descending");
  const latest = await startTimes(bodyRows(page));
  expect(ascending([...latest].reverse())).toBe(true);

  // A status filter from a link: every row is a booked slot, as many as the count says. One word
  // for it on the chip, the row and its last event (status confirmed, event scheduled).
  await page.goto("/appointments?status=confirmed&size=100");
  await boardReady(page);
  const confirmed = Number(await page.getByTestId("count-confirmed").innerText());
  await expect(bodyRows(page)).toHaveCount(confirmed);
  expect(new Set(await statusKeys(page))).toEqual(new Set(["confirmed"]));
  await expect(page.getByRole("button", { name: /^Scheduled \d+$/ })).toHaveAttribute("aria-pressed", "true");
  await expect(boardStatus(bodyRows(page).first())).toHaveText("Scheduled");
  await expect(bodyRows(page).first().locator('td[data-column="lastEventAt"]')).toContainText(/^Scheduled /);

  // The raw values behind the plain status: a tooltip on hover and on focus, and the badge's description.
  const badge = bodyRows(page).first().locator("[data-status-key]");
  const tip = badge.getByRole("tooltip");
  await expect(tip).toBeHidden();
  await badge.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await badge.focus();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText("status confirmed · event_status scheduled");
  await expect(badge).toHaveAccessibleDescription("status confirmed · event_status scheduled");
  // The last row's tooltip would hang below the table's scrolling box: it shows whole, in the viewport.
  const lastBadge = bodyRows(page).last().locator("[data-status-key]");
  await lastBadge.hover();
  const lastTip = lastBadge.getByRole("tooltip");
  await expect(lastTip).toBeVisible();
  expect(await notShownWhole(lastTip)).toEqual([]);

  // A provider through the filter control, kept with the status in the URL.
  await page.getByRole("button", { name: "Provider" }).click();
  await page.getByRole("option", { name: "Quest", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]provider=quest/);
  expect(urlParam(page, "status")).toBe("confirmed");
  await expect.poll(() => providerCells(page)).not.toEqual([]);
  expect(new Set(await providerCells(page))).toEqual(new Set(["Quest"]));

  // The viewer's own zone: the header says which, and the same instant reads differently.
  const orderId = (await bodyRows(page).first().getAttribute("data-order-id"))!;
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  const start = row.locator('td[data-column="startAt"]');
  const patientText = await start.innerText();
  await choiceOption(page, "Mine").click();
  await expect(page).toHaveURL(/[?&]tz=mine/);
  await expect(page.getByRole("radio", { name: "Mine" })).toBeChecked();
  await expect(table(page).getByRole("columnheader", { name: `Start (your time, ${VIEWER_ZONE})` })).toBeVisible();
  await expect(start).not.toHaveText(patientText);
  await expect(start).toContainText("GMT+9");
  await choiceOption(page, "Patient's").click();
  await expect(start).toHaveText(patientText);
  expect(urlParam(page, "tz")).toBeNull();

  // One day through the date inputs, read on the patient's clock (as the times are shown).
  const appointment = (await (
    await page.request.get(`/v3/order/${orderId}/phlebotomy/appointment`, { headers: KEY })
  ).json()) as {
    start_at: string;
    iana_timezone: string;
  };
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: appointment.iana_timezone }).format(
    new Date(appointment.start_at),
  );
  await page.getByLabel("Start from").fill(day);
  await page.getByLabel("Start to").fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await expect(page).toHaveURL(new RegExp(`to=${day}`));
  await expect(row).toBeVisible();
  for (const iso of await startTimes(bodyRows(page))) {
    expect(Math.abs(Date.parse(iso) - Date.parse(appointment.start_at))).toBeLessThan(2 * 86_400_000);
  }

  // The whole view survives a reload.
  await page.reload();
  await boardReady(page);
  await expect(row).toBeVisible();
  await expect(start).toHaveText(patientText);
  await expect(page.getByLabel("Start from")).toHaveValue(day);
  await expect(page.getByRole("button", { name: "Provider" })).toContainText("Quest");

  // The order page reads the draw in the board's words: one status on its card, the same in its timeline.
  await page.goto(`/orders/${orderId}`);
  const card = page.getByTestId("appointment");
  await expect(card.locator("[data-status-key] > :first-child")).toHaveText("Scheduled");
  await expect(card).not.toContainText("Event status");
  await expect(card.locator('[data-event-status="scheduled"]').last()).toHaveText("Scheduled");
});

test("an order with no draw booked offers Book, which opens the booking step on its order page", async ({ page }) => {
  await page.goto("/appointments?status=not_booked");
  await boardReady(page);
  const row = bodyRows(page).first();
  const orderId = await row.getAttribute("data-order-id");
  await row.getByRole("link", { name: /^Book an at-home draw/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));
  const dialog = page.getByRole("dialog", { name: "Book at-home draw" });
  await expect(dialog).toBeVisible();
  // Filled from the patient's details, and the fragment that opened it is gone: a reload shows the page.
  await expect(dialog.getByLabel("Street address")).not.toHaveValue("");
  expect(new URL(page.url()).hash).toBe("");
});
