import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";
import { boardHydrated, boardStatus } from "./support/board";
import { bookDrawFromPlacedOrder, chooseAtHomeLipidPanel, slotRadios } from "./support/booking";

// The service is read directly with the demo team's key only to pick seeded orders (and, for the
// conflict, to book from "another desk"); the console is driven as staff. Each booking test takes
// its own seeded at-home order that has no appointment yet, so tests never share one.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };

async function bookableOrder(page: Page, nth: number) {
  const id = (await bookableOrderIds(page.request))[nth];
  if (!id) throw new Error(`no bookable seeded at-home order #${nth}`);
  return id;
}

async function openBooking(page: Page, orderId: string) {
  await page.goto(`/orders/${orderId}`);
  await page.getByRole("button", { name: "Book at-home draw" }).click();
  const form = page.getByRole("form", { name: "Book at-home draw" });
  await expect(form.getByLabel("Street address")).not.toHaveValue("");
  return form;
}
/** A seeded user with patient details, away from the users other specs edit (read with the team key only to pick one). */
async function userWithDetails(page: Page) {
  const res = await page.request.get("/v2/user/?offset=80&limit=20", { headers: KEY });
  for (const { user_id } of ((await res.json()) as { users: { user_id: string }[] }).users) {
    if ((await page.request.get(`/v2/user/${user_id}/info/latest`, { headers: KEY })).ok()) return user_id;
  }
  throw new Error("no seeded user with details among users 80-99");
}

const boardRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

async function appointmentStatus(page: Page, orderId: string) {
  const res = await page.request.get(`/v3/order/${orderId}/phlebotomy/appointment`, { headers: KEY });
  return ((await res.json()) as { status: string }).status;
}

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("books a slot for a seeded order; the board shows it, then a change made elsewhere without a reload", async ({
    page,
  }) => {
    test.slow();
    const orderId = await bookableOrder(page, 0);
    const form = await openBooking(page, orderId);
    // One line for the apartment, a state chosen from the list, and the next step as the primary action.
    await form.getByLabel("Apartment, suite or unit").fill("Apt 2");
    await expect(form.getByRole("combobox", { name: "State" })).toHaveValue(/^[A-Z]{2}$/);
    await expect(form.getByLabel("Unit", { exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: "Show available slots" }).click();
    await slotRadios(form).first().check();
    await form.getByRole("button", { name: "Book draw" }).dblclick();
    await expect(page.getByText(/^At-home draw booked: /)).toBeVisible();
    const appointment = page.getByTestId("appointment");
    await expect(appointment.locator('[data-status="confirmed"]').first()).toBeVisible();
    await expect(appointment.getByText("Apt 2")).toBeVisible();
    // A pin at the appointment's location on the offline map (the map's chunk loads on its own).
    const pin = appointment.getByTestId("us-map");
    await expect(pin).toHaveAttribute("data-marker-count", "1", { timeout: 20_000 });
    await expect(pin).toHaveAccessibleName(/^Map: 1 appointment location, .+ selected$/);
    // Far enough out that state lines and cities place the pin: closer in, the offline map is a blank box.
    await expect(pin).toHaveAttribute("data-basemap", "ready", { timeout: 20_000 });
    await expect(pin).toHaveAttribute("data-zoom", /^[4-7](\.\d+)?$/);
    // The double click booked once: one scheduled event, one appointment.
    await expect(page.getByTestId("appointment-timeline").getByText("Scheduled", { exact: true })).toHaveCount(1);

    // The board's own clock, stopped below: no timer of the page fires, so its 30 s refresh cannot.
    await page.clock.install();
    // Filtered to the provider booked, from the URL: the update below keeps the filter.
    await page.goto("/appointments?provider=getlabs&size=500");
    const row = boardRow(page, orderId);
    await expect(boardStatus(row)).toHaveText("Scheduled");
    await expect(row).toContainText("Getlabs");
    await boardHydrated(page);
    // Live: the stream of the service's events is open, and the board says how fresh it is.
    const freshness = page.getByTestId("updated-ago");
    await expect(freshness).toHaveAttribute("data-live", "true");
    await expect(freshness).toHaveText(/^Updated \d+ (s|min) ago$/);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // Cancelled at another desk: the service's event reaches the board, which shows it without a reload.
    const reasons = await page.request.get("/v3/order/phlebotomy/appointment/cancellation-reasons", { headers: KEY });
    const [reason] = (await reasons.json()) as { id: string }[];
    const cancelled = await page.request.patch(`/v3/order/${orderId}/phlebotomy/appointment/cancel`, {
      headers: KEY,
      data: { cancellation_reason_id: reason!.id },
    });
    expect(cancelled.status()).toBe(200);
    expect(await appointmentStatus(page, orderId)).toBe("cancelled");
    await expect(boardStatus(row)).toHaveText("Cancelled", { timeout: 15_000 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(new URL(page.url()).searchParams.get("provider")).toBe("getlabs");
    await expect(row).toHaveAttribute("data-changed", "true");
  });

  test("a ZIP that is not a US ZIP is refused at the field, and nothing typed is lost", async ({ page }) => {
    const orderId = await bookableOrder(page, 1);
    const form = await openBooking(page, orderId);
    const zip = form.getByLabel("ZIP code");
    await form.getByLabel("Access notes (gate code, parking…)").fill("Gate 4411");
    await zip.fill("0210");
    await form.getByRole("button", { name: "Show available slots" }).click();
    await expect(form.getByText("A US ZIP code: 12345 or 12345-6789")).toBeVisible();
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("radio")).toHaveCount(0);
    await expect(form.getByLabel("Access notes (gate code, parking…)")).toHaveValue("Gate 4411");

    const res = await page.request.post("/v3/order/phlebotomy/appointment/availability", {
      headers: KEY,
      data: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "0210" },
    });
    expect(res.status()).toBe(422);
    await zip.fill("02108");
    await form.getByRole("button", { name: "Show available slots" }).click();
    await expect(form.getByRole("radio").first()).toBeVisible();
  });

  test("a second booking is refused with a clear message and a link to the appointment", async ({ page }) => {
    const orderId = await bookableOrder(page, 2);
    const form = await openBooking(page, orderId);
    await form.getByRole("button", { name: "Show available slots" }).click();
    await slotRadios(form).first().check();
    // Someone else books the same order while this form is open.
    const other = await page.request.post(`/v3/order/${orderId}/phlebotomy/appointment/request`, {
      headers: KEY,
      data: { address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" }, provider: "quest" },
    });
    expect(other.status()).toBe(200);
    await form.getByRole("button", { name: "Book draw" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Already booked");
    await expect(alert).toContainText(/This order already has an appointment \(status \w+\)/);
    await expect(alert.getByRole("link", { name: "View the existing appointment" })).toBeVisible();
  });

  test("tracks an order by pasting its id", async ({ page }) => {
    const orderId = await bookableOrder(page, 3);
    // Not booked yet, so without a start time (last in the soonest-first order): the filter keeps it on one page.
    await page.goto("/appointments?status=not_booked&size=100");
    await page.getByLabel("Track an order by id").fill(orderId);
    await page.getByRole("button", { name: "Track" }).click();
    await expect(boardRow(page, orderId)).toContainText("(tracked)");
  });

  test("a user's orders tab lists the order and the appointments tab shows it on a per-user board", async ({
    page,
  }) => {
    const orderId = await bookableOrder(page, 3);
    const order = (await (await page.request.get(`/v3/order/${orderId}`, { headers: KEY })).json()) as {
      user_id: string;
    };
    await page.goto(`/users/${order.user_id}/orders`);
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText("At-home draw");
    await expect(row).toContainText("Not booked");
    await row.getByRole("link").click();
    await expect(page).toHaveURL(`/orders/${orderId}`);
    // The breadcrumb leads back through the user, not to the appointments board.
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link")).toHaveText(["Users", /.+/, "Orders"]);
    await expect(trail.getByRole("link", { name: "Orders" })).toHaveAttribute("href", `/users/${order.user_id}/orders`);
    await page.goto(`/users/${order.user_id}/appointments`);
    await expect(boardRow(page, orderId).locator('[data-column="status"]')).toContainText("Not booked");
  });
});

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("sees the board and an order's appointment, with the button to book its draw", async ({ page }) => {
    const orderId = await bookableOrder(page, 4);
    await page.goto("/appointments");
    await expect(page.getByRole("heading", { name: "At-home appointments" })).toBeVisible();
    await expect(page.getByRole("table", { name: "At-home appointments" }).locator("tbody tr").first()).toBeVisible();
    // The order streams in behind a skeleton: the placeholder comes first in the document.
    const streamed = await (await page.request.get(`/orders/${orderId}`)).text();
    const skeletonAt = streamed.indexOf('aria-label="Loading order"');
    expect(skeletonAt).toBeGreaterThan(-1);
    expect(skeletonAt).toBeLessThan(streamed.indexOf('aria-label="Copy order id"'));
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("heading", { name: /^Order/ })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading order" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Find a service center near the patient" })).toHaveAttribute(
      "href",
      `/psc?order=${orderId}`,
    );
    // Coordinators book the draw of an order that has none (moving or cancelling one stays with ops).
    await expect(page.getByRole("button", { name: "Book at-home draw" })).toBeVisible();
    const pdf = await page.request.get(`/orders/${orderId}/requisition`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // An order the service does not know is a real 404 (read before the skeleton streams), shown
    // as the console's own not-found page with navigation; so is an id that cannot be an order.
    for (const id of [randomUUID(), "not-an-order"]) {
      const missing = await page.goto(`/orders/${id}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Pages you can open" })).toBeVisible();
    }
  });

  test("orders an at-home test from a user's page, once however often it is clicked, then books its draw", async ({
    page,
  }) => {
    test.slow();
    const userId = await userWithDetails(page);
    const orders = async () =>
      ((await (await page.request.get(`/v3/orders?user_id=${userId}`, { headers: KEY })).json()) as { total: number })
        .total;
    const before = await orders();
    await page.goto(`/users/${userId}`);
    await page.getByRole("button", { name: "Order a test" }).click();
    const dialog = page.getByRole("dialog", { name: "Order a test" });
    await chooseAtHomeLipidPanel(dialog);
    await expect(dialog.getByRole("radio", { name: /^At-home draw/ })).toBeChecked();
    // The labs' name rule, with its one-click fix.
    const first = dialog.getByRole("group", { name: "Patient" }).getByRole("textbox", { name: "First name" });
    await first.fill("Zoë");
    await dialog.getByRole("button", { name: "Use “Zoe”" }).click();
    await expect(first).toHaveValue("Zoe");
    await dialog.getByRole("button", { name: "Place order" }).dblclick();
    await expect(dialog.getByText("Order placed")).toBeVisible();
    expect(await orders()).toBe(before + 1);
    await expect(dialog.getByRole("link", { name: "Download requisition" })).toHaveAttribute(
      "href",
      /^\/orders\/[0-9a-f-]{36}\/requisition$/,
    );

    await bookDrawFromPlacedOrder(page, dialog);
    await expect(page.getByRole("heading", { name: /^Order for Zoe / })).toBeVisible();
    await expect(page.getByTestId("appointment").locator('[data-status="confirmed"]').first()).toBeVisible();
  });
});

test.describe("as an analyst", () => {
  test.use({ role: "analyst" });

  test("gets the 403 page for the board and an order, and the requisition is refused", async ({ page }) => {
    const orderId = await bookableOrder(page, 0);
    // Both pages' skeletons sit inside the page, below its guard: a refusal is a 403, not a streamed 200.
    for (const path of ["/appointments", `/orders/${orderId}`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
    }
    // Sent again if the connection it reuses was closed meanwhile: the server drops connections
    // idle for 5 s, the two page loads above can take longer, and a browser would resend too.
    const pdf = await page.request.get(`/orders/${orderId}/requisition`, { maxRetries: 1 });
    expect(pdf.status()).toBe(403);
  });
});
