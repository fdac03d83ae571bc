import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";

// The service is read directly with the demo team's key only to pick seeded orders (and, for the
// conflict, to book from "another desk"); the console is driven as staff. Each booking test takes
// its own seeded at-home order that has no appointment yet, so tests never share one.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
/** The board's refresh period (BOARD_POLL_MS in components/appointments/use-board-polling.ts). */
const BOARD_POLL_MS = 30_000;

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
const boardRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

async function appointmentStatus(page: Page, orderId: string) {
  const res = await page.request.get(`/v3/order/${orderId}/phlebotomy/appointment`, { headers: KEY });
  return ((await res.json()) as { status: string }).status;
}

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("books a draw for a seeded order; the board shows it pending, then moving on without a reload", async ({
    page,
  }) => {
    test.slow();
    const orderId = await bookableOrder(page, 0);
    const form = await openBooking(page, orderId);
    await form.getByLabel("Unit").fill("Apt 2");
    await form.getByLabel("Provider").selectOption("phlebfinders");
    await form.getByLabel("Notes for the phlebotomist").fill("Call on arrival.");
    await form.getByRole("button", { name: "Book draw" }).dblclick();
    await expect(page.getByText("At-home draw requested: status pending")).toBeVisible();
    const appointment = page.getByTestId("appointment");
    await expect(appointment.locator('[data-status="pending"]').first()).toBeVisible();
    await expect(appointment.getByText("Apt 2")).toBeVisible();
    // A pin at the appointment's location on the offline map (the map's chunk loads on its own).
    const pin = appointment.getByTestId("us-map");
    await expect(pin).toHaveAttribute("data-marker-count", "1", { timeout: 20_000 });
    await expect(pin).toHaveAccessibleName(/^Map: 1 appointment location, .+ selected$/);

    // The board's own clock, so its next refresh comes when the spec says instead of 30 s later.
    await page.clock.install();
    // Filtered to the provider booked, from the URL: the refresh below keeps the filter.
    await page.goto("/appointments?provider=phlebfinders&size=100");
    const row = boardRow(page, orderId);
    await expect(row.locator('[data-column="status"]')).toContainText("Booked – waiting for confirmation");
    await expect(row).toContainText("Phlebfinders");
    // The lifecycle moves the booking on after 12 s (read from the service, polled); then the
    // board's refresh timer comes due and its next refresh shows the move, without a reload.
    await expect.poll(() => appointmentStatus(page, orderId), { timeout: 60_000 }).not.toBe("pending");
    await page.clock.fastForward(BOARD_POLL_MS);
    await expect(row.locator('[data-column="status"]')).not.toContainText("Booked – waiting", { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get("provider")).toBe("phlebfinders");
    await expect(row).toHaveAttribute("data-changed", "true");
    await expect(page.getByTestId("updated-ago")).toContainText("Updated");
    // The double click booked once: one pending event, one appointment.
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId("appointment-timeline").getByText("Pending", { exact: true })).toHaveCount(1);
  });

  test("1,001 characters of notes are refused at the field and by the service", async ({ page }) => {
    const orderId = await bookableOrder(page, 1);
    const form = await openBooking(page, orderId);
    const notes = form.getByLabel("Notes for the phlebotomist");
    await notes.fill("x".repeat(1001));
    await expect(form.getByTestId("notes-counter")).toHaveText("1001 / 1000 characters");
    await expect(form.getByText("Notes can be at most 1000 characters")).toBeVisible();
    await expect(notes).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Book draw" }).click();
    await expect(form).toBeVisible();
    await expect(notes).toHaveValue("x".repeat(1001));

    const res = await page.request.post(`/v3/order/${orderId}/phlebotomy/appointment/request`, {
      headers: KEY,
      data: {
        address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" },
        provider: "getlabs",
        appointment_notes: "x".repeat(1001),
      },
    });
    expect(res.status()).toBe(422);
    const appointment = await page.request.get(`/v3/order/${orderId}/phlebotomy/appointment`, { headers: KEY });
    expect(appointment.status()).toBe(404);
  });

  test("a second booking is refused with a clear message and a link to the appointment", async ({ page }) => {
    const orderId = await bookableOrder(page, 2);
    const form = await openBooking(page, orderId);
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
    await page.goto(`/users/${order.user_id}/appointments`);
    await expect(boardRow(page, orderId).locator('[data-column="status"]')).toContainText("Not booked");
  });
});

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("sees the board and an order's appointment, but no book button", async ({ page }) => {
    const orderId = await bookableOrder(page, 4);
    await page.goto("/appointments");
    await expect(page.getByRole("heading", { name: "At-home appointments" })).toBeVisible();
    await expect(page.getByRole("table", { name: "At-home appointments" }).locator("tbody tr").first()).toBeVisible();
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("heading", { name: /^Order/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a service center near the patient" })).toHaveAttribute(
      "href",
      `/psc?order=${orderId}`,
    );
    await expect(page.getByRole("button", { name: "Book at-home draw" })).toHaveCount(0);
    const pdf = await page.request.get(`/orders/${orderId}/requisition`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("as an analyst", () => {
  test.use({ role: "analyst" });

  test("gets the 403 page for the board and an order, and the requisition is refused", async ({ page }) => {
    const orderId = await bookableOrder(page, 0);
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
