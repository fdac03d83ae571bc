import type { Page } from "@playwright/test";
import { ROLE_LABELS, type Role } from "../../lib/console/permissions";
import { freezeMotion, violations } from "./support/axe";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, test } from "./fixtures/roles";
import { seriesLines } from "./support/steps-chart";

/**
 * axe-core (WCAG 2.2 AA, zero violations; see accessibility.spec.ts) on the states a page passes
 * through beyond its first render: every state of the steps charts. The chart and its controls
 * are the same for every role that reads steps; what differs by role (the page around them, names
 * or ids in headers) is checked as each role by accessibility.spec.ts. So the states are walked
 * once, as the analyst, whose work they are. The load errors: accessibility-load-errors.spec.ts.
 */
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const CHART_ROLE = "analyst" satisfies Role;

test.beforeEach(({ page }) => freezeMotion(page));

/**
 * Seeded users with step data in the last 30 days (two), and one without any. Not the first user
 * without connections: the embedded-service spec, running meanwhile, connects a provider (so
 * steps) for that one.
 */
async function stepUsers(page: Page) {
  const { users } = (await (await page.request.get("/v2/user/?limit=40", { headers: KEY })).json()) as {
    users: { user_id: string; connected_sources: unknown[] }[];
  };
  const taken = users.find((u) => u.connected_sources.length === 0)?.user_id;
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const withData: string[] = [];
  let without: string | undefined;
  for (const { user_id } of users) {
    const res = await page.request.get(`/v2/timeseries/${user_id}/steps/grouped?start_date=${from}&provider=`, {
      headers: KEY,
    });
    const providers = Object.keys(((await res.json()) as { groups: Record<string, unknown> }).groups);
    if (providers.length > 0 && withData.length < 2) withData.push(user_id);
    if (providers.length === 0 && user_id !== taken) without ??= user_id;
    if (withData.length === 2 && without) return { a: withData[0]!, b: withData[1]!, without };
  }
  throw new Error("need two seeded users with step data and one without in the first 40");
}

const chart = (page: Page) => page.getByTestId("steps-chart");
const empty = (page: Page) => page.getByText("No step data in this range");

test.describe(`as ${ROLE_LABELS[CHART_ROLE]}`, () => {
  test.use({ role: CHART_ROLE });

  test("every steps chart state has no WCAG 2.2 AA violations", async ({ page }) => {
    test.slow();
    const { a, b, without } = await stepUsers(page);
    const states: [string, () => Promise<void>][] = [
      [
        "30 days drawn",
        async () => {
          await page.goto(`/users/${a}/steps`);
          await expect(chart(page).locator("path.recharts-line-curve").first()).toBeVisible();
        },
      ],
      [
        "a series hidden",
        async () => {
          const first = page.getByRole("group", { name: "Series shown" }).getByRole("button").first();
          await first.click();
          await expect(first).toHaveAttribute("aria-pressed", "false");
        },
      ],
      [
        "a tooltip shown",
        async () => {
          await chart(page).hover();
          await expect(page.getByTestId("steps-tooltip")).toBeVisible();
        },
      ],
      [
        "a year, with the zoom brush",
        async () => {
          await page.goto(`/users/${a}/steps?range=1y`);
          await expect(chart(page).locator(".recharts-brush")).toBeVisible();
        },
      ],
      [
        "an empty range",
        async () => {
          await page.goto(`/users/${a}/steps?range=custom&from=2001-01-01&to=2001-01-31`);
          await expect(empty(page)).toBeVisible();
        },
      ],
      [
        "a user without step data",
        async () => {
          await page.goto(`/users/${without}/steps`);
          await expect(empty(page)).toBeVisible();
        },
      ],
      [
        "two users compared",
        async () => {
          await page.goto(`/steps?range=7d&users=${a},${b}`);
          await expect(seriesLines(page)).toHaveCount(2);
        },
      ],
    ];
    const found: Record<string, unknown> = {};
    for (const [state, reach] of states) {
      await reach();
      const v = await violations(page);
      if (v.length) found[state] = v;
    }
    expect(found).toEqual({});
  });
});
