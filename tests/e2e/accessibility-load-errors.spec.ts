import { can } from "../../lib/console/permissions";
import { AXE_ROLES, freezeMotion, violations } from "./support/axe";
import { serviceGet, setFaults, signInRemote, untilHealthy } from "./support/remote";
import { REMOTE_URL } from "./support/servers";
import { expect, test } from "./fixtures/roles";

/**
 * axe-core (WCAG 2.2 AA, zero violations; see accessibility.spec.ts) on the load errors, made real
 * by the remote-mode console behind the fault proxy. Its own file, run with the other specs of
 * that console: the fault rules are the proxy's, for whoever calls through it.
 */
test.describe("load errors, on the remote-mode console behind the fault proxy", () => {
  test("a failed users list and a failed steps chart have no WCAG 2.2 AA violations, as the admin and the analyst", async ({
    browser,
  }) => {
    test.slow();
    const found: Record<string, unknown> = {};
    for (const role of AXE_ROLES) {
      const context = await browser.newContext();
      await freezeMotion(context);
      const page = await context.newPage();
      try {
        await signInRemote(page, role);
        const { body } = await serviceGet<{ users: { user_id: string }[] }>(page.request, "/v2/user/?limit=1");
        // Lists and step series fail (retried, then shown). Each page starts from a console that
        // has just reached the service: failures of the page before must not add up to the five
        // that open the circuit breaker, which would show "paused calling it" instead.
        const fault = { kind: "status", status: 503, headers: { "retry-after": "0" } } as const;
        const pages: [string, string][] = [["/users", "Could not load users"]];
        if (can(role, "steps.read"))
          pages.push([`/users/${body.users[0]!.user_id}/steps`, "Could not load the step data"]);
        for (const [path, title] of pages) {
          await setFaults(page.request, []);
          await untilHealthy(page);
          await setFaults(page.request, [{ method: "GET", path: "^/v2/(user/\\?|timeseries/)", fault }]);
          await page.goto(REMOTE_URL + path);
          await expect(page.getByRole("alert").filter({ hasText: title })).toBeVisible();
          const v = await violations(page);
          if (v.length) found[`${role} ${path}`] = v;
        }
      } finally {
        await setFaults(page.request, []);
        await context.close();
      }
    }
    expect(found).toEqual({});
  });
});
