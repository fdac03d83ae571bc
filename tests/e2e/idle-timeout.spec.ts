import { expect, test, type Page } from "@playwright/test";
import { ROLE_LABELS } from "../../lib/console/permissions";
import { demoAccount, signInThroughForm } from "./fixtures/roles";
import { violations } from "./support/axe";
import { SHORT_IDLE_SECONDS, SHORT_WARNING_SECONDS } from "./support/servers";

// Runs against the short-session console (SESSION_IDLE_SECONDS=30, warning 24 s before): see
// .config/playwright.config.ts. Each case signs in on its own, since each one ends its session.
// Both are mostly waiting for the idle clock, so they run side by side in one test, each in a
// browser context of its own: the same checks in half a minute less of the run.
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page) {
  const ops = demoAccount("ops");
  await signInThroughForm(page, ops.email, ops.password);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByTestId("current-staff")).toContainText(ROLE_LABELS.ops);
  return Date.now();
}

const seconds = (text: string | null) => {
  const [m, s] = (text ?? "").split(":").map(Number);
  return m! * 60 + s!;
};

/** The warning counts down, and “Stay signed in” keeps the session past the original deadline. */
async function staySignedIn(page: Page) {
  const signedInAt = await signIn(page);
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible({ timeout: (SHORT_IDLE_SECONDS - SHORT_WARNING_SECONDS + 5) * 1000 });
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  // The warning is a dialog like any other: the accessibility gate holds for it too.
  expect(await violations(page)).toEqual([]);

  const countdown = warning.getByTestId("idle-countdown");
  const first = seconds(await countdown.textContent());
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(SHORT_WARNING_SECONDS);
  await expect.poll(async () => seconds(await countdown.textContent()), { timeout: 5_000 }).toBeLessThan(first);

  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();

  // Past the deadline the session had before "Stay signed in", the console still serves pages.
  const originalDeadline = signedInAt + SHORT_IDLE_SECONDS * 1000;
  await page.waitForTimeout(Math.max(0, originalDeadline - Date.now()) + 2_000);
  await page.reload();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByTestId("current-staff")).toContainText(ROLE_LABELS.ops);
}

/** Doing nothing signs out to the sign-in page, which says why. */
async function idleSignOut(page: Page) {
  const context = page.context();
  await signIn(page);
  const cookies = await context.cookies();
  await expect(page).toHaveURL(/\/sign-in\?reason=idle$/, { timeout: (SHORT_IDLE_SECONDS + 10) * 1000 });
  await expect(page.getByTestId("sign-in-notice")).toHaveText(
    `You were signed out after ${SHORT_IDLE_SECONDS} seconds without activity`,
  );
  expect(await violations(page)).toEqual([]);

  // The server ended the session too: the old cookie is worth nothing.
  await context.addCookies(cookies);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/sign-in/);
}

test("the warning counts down and “Stay signed in” keeps the session; doing nothing signs out, saying why", async ({
  browser,
}) => {
  const run = async (name: string, flow: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      await test.step(name, () => flow(page));
    } finally {
      await context.close();
    }
  };
  await Promise.all([
    run("“Stay signed in” keeps the session past the original deadline", staySignedIn),
    run("doing nothing signs out to the sign-in page, which says why", idleSignOut),
  ]);
});
