import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

// The service is read (and, for the conflict, written) directly with the demo team's key only to
// pick users and set the scene; the console is driven as staff. Each test uses its own user.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
type Info = {
  first_name: string;
  email: string;
  phone_number: string;
  dob: string;
  address: { first_line: string; city: string };
};

/** Seeded users with (or without) details, adults only, so no medical proxy is needed. */
async function seededUsers(page: Page, withInfo: boolean): Promise<{ id: string; info: Info | null }[]> {
  const { users } = (await (await page.request.get("/v2/user/?limit=60", { headers: KEY })).json()) as {
    users: { user_id: string }[];
  };
  const out: { id: string; info: Info | null }[] = [];
  for (const u of users) {
    const res = await page.request.get(`/v2/user/${u.user_id}/info/latest`, { headers: KEY });
    const info = res.ok() ? ((await res.json()) as Info) : null;
    const adult = info && Number(info.dob.slice(0, 4)) < new Date().getFullYear() - 19;
    if (withInfo ? adult : !info) out.push({ id: u.user_id, info });
  }
  return out;
}
/** The nth such user: each test takes its own, so saves in one do not conflict with another. */
async function seededUser(page: Page, withInfo: boolean, nth = 0) {
  const found = (await seededUsers(page, withInfo))[nth];
  if (!found) throw new Error(`no seeded user #${nth} ${withInfo ? "with" : "without"} details in the first 60`);
  return found;
}

async function openEditor(page: Page, userId: string) {
  await page.goto(`/users/${userId}/patient`);
  await page.getByRole("button", { name: /^(Edit|Add) details$/ }).click();
  return page.getByRole("form", { name: "Patient details" });
}
const addressOf = (page: Page) => page.getByRole("group", { name: "Address", exact: true });

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("edits and saves; a reload shows the saved value; birth date is masked until revealed", async ({ page }) => {
    const { id, info } = await seededUser(page, true);
    await page.goto(`/users/${id}/patient`);
    await expect(page.getByText(info!.email)).toBeVisible();
    await expect(page.getByText(info!.dob)).toHaveCount(0);
    await page.getByRole("button", { name: "Reveal date of birth" }).click();
    await expect(page.getByText(info!.dob)).toBeVisible();

    const form = await openEditor(page, id);
    const street = `${Date.now() % 10000} Saved Street`;
    await addressOf(page).getByLabel("Address line 1").fill(street);
    await form.getByLabel("Phone").fill("212 555 0199");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Patient details saved")).toBeVisible();
    await page.reload();
    await expect(page.getByText(street)).toBeVisible();
    const stored = (await (await page.request.get(`/v2/user/${id}/info/latest`, { headers: KEY })).json()) as Info;
    expect(stored.phone_number).toBe("+12125550199");
  });

  test("an invalid name is blocked with its message, and the suggestion fixes it", async ({ page }) => {
    const { id } = await seededUser(page, true, 1);
    const form = await openEditor(page, id);
    const first = form.getByLabel("First name");
    await first.fill("Mary  Ann");
    await expect(form.getByText("Use a single space between words")).toBeVisible();
    // The message grows its own field only: the input beside it stays on the same line.
    const [mine, beside] = [await first.boundingBox(), await form.getByLabel("Last name").boundingBox()];
    expect(Math.round(mine!.y)).toBe(Math.round(beside!.y));
    expect(Math.round(mine!.height)).toBe(Math.round(beside!.height));
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Patient details saved")).toHaveCount(0);

    await first.fill("José");
    await expect(form.getByText("The accented letter “é” is not allowed by the labs")).toBeVisible();
    await form.getByRole("button", { name: "Use “Jose”" }).click();
    await expect(first).toHaveValue("Jose");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Patient details saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Patient summary" }).getByText(/^Jose /)).toBeVisible();
    // The page's heading names the patient too, as saved.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/^Jose /);
  });

  test("a value the service refuses comes back on its field and keeps what was typed", async ({ page }) => {
    const { id } = await seededUser(page, true, 2);
    const form = await openEditor(page, id);
    await addressOf(page).getByLabel("City").fill("Typed City");
    // Stands in for a non-exhaustive enum value the service once returned (shown and kept as it
    // is); the embedded service only accepts listed values, so it answers 422 for this field.
    const select = form.getByLabel("Gender identity");
    await select.evaluate((el: HTMLSelectElement) => el.add(new Option("retired_value", "retired_value")));
    await select.selectOption("retired_value");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(addressOf(page).getByLabel("City")).toHaveValue("Typed City");
    await expect(page.getByText("Patient details saved")).toHaveCount(0);
  });

  test("warns before overwriting details changed since the form opened", async ({ page }) => {
    const { id } = await seededUser(page, true, 3);
    const form = await openEditor(page, id);
    await addressOf(page).getByLabel("City").fill("Mine");
    const current = await (await page.request.get(`/v2/user/${id}/info/latest`, { headers: KEY })).json();
    await page.request.patch(`/v2/user/${id}/info`, {
      headers: KEY,
      data: { ...current, address: { ...current.address, city: "Theirs" } },
    });
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(/These details changed since you opened them/)).toBeVisible();
    await expect(addressOf(page).getByLabel("City")).toHaveValue("Mine");
    await page.getByRole("button", { name: "Overwrite anyway" }).click();
    await expect(page.getByText("Patient details saved")).toBeVisible();
  });

  test("a patient without details gets an empty form; leaving with changes asks first", async ({ page }) => {
    const { id } = await seededUser(page, false);
    await page.goto(`/users/${id}/patient`);
    await expect(page.getByText("No patient details yet.")).toBeVisible();
    const form = await openEditor(page, id);
    await expect(form.getByLabel("First name")).toHaveValue("");
    await form.getByLabel("First name").fill("Sam");
    const tenYearsAgo = `${new Date().getFullYear() - 10}-03-01`;
    await form.getByLabel("Date of birth").fill(tenYearsAgo);
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(form.getByText(/under 18: add a medical proxy/)).toBeVisible();
    let asked = "";
    page.once("dialog", (d) => ((asked = d.message()), void d.dismiss()));
    await page.getByRole("link", { name: "Overview" }).click();
    expect(asked).toMatch(/unsaved changes/);
    await expect(page).toHaveURL(/\/patient$/);
  });
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("reveals and saves are audited by field name, never with the values", async ({ page }) => {
    const { id, info } = await seededUser(page, true, 4);
    await page.goto(`/users/${id}/patient`);
    await page.getByRole("button", { name: "Reveal phone" }).click();
    await expect(page.getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
    const form = await openEditor(page, id);
    await addressOf(page).getByLabel("City").fill("Auditville");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Patient details saved")).toBeVisible();

    await page.goto(`/audit?target=${id}`);
    const rows = page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
    const reveals = rows.filter({ has: page.locator('[data-action="patient.reveal"]') });
    await expect(reveals.filter({ hasText: "revealed: phone_number" })).toHaveCount(1);
    await expect(reveals.filter({ hasText: "revealed: all" })).toHaveCount(1);
    // Every field of a patient's record is health information: its new values stay masked.
    const update = rows.filter({ has: page.locator('[data-action="patient.update"]') });
    await expect(update).toContainText("Updated patient details");
    await expect(update).toContainText("address:");
    await expect(update).not.toContainText("Auditville");
    await expect(page.locator("main")).not.toContainText(info!.phone_number);
  });
});

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("sees address and phone read-only, and nothing else of the record", async ({ page }) => {
    const { id, info } = await seededUser(page, true);
    await page.goto(`/users/${id}/patient`);
    await expect(page.getByText(info!.address.city, { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: /Edit details|Add details/ })).toHaveCount(0);
    await expect(page.getByRole("form")).toHaveCount(0);
    expect(await page.content()).not.toContain(info!.email);
    await page.getByRole("button", { name: "Reveal phone" }).click();
    await expect(page.getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
  });
});

test.describe("as an analyst", () => {
  test.use({ role: "analyst" });

  test("gets the 403 page, and a direct call of the save action is refused", async ({ page }) => {
    const { id } = await seededUser(page, true);
    const res = await page.goto(`/users/${id}/patient`);
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();

    // Server actions are POSTs any signed-in browser can make: call updatePatientAction by its id.
    const actionId = saveActionId();
    const call = await page.request.post(`/users/${id}/patient`, {
      headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data: JSON.stringify([{ user_id: id, fingerprint: "", force: true, first_name: "Mallory" }]),
    });
    expect(await call.text()).toContain("Your role does not allow this.");
  });
});

/** The build's id of updatePatientAction, from Next's server-reference manifest. */
function saveActionId(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, "../../.next/server/server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, a]) => a.filename?.includes("actions/patient") && a.exportedName === "updatePatientAction",
  );
  if (!found) throw new Error("updatePatientAction not found in the server-reference manifest");
  return found[0];
}
