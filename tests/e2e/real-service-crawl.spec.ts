import { expect, test } from "@playwright/test";
import { ROLE_LABELS, ROLES, can } from "../../lib/console/permissions";
import { crawl, expectNoProblems } from "./support/crawl";
import { setFaults, signInRemote, untilHealthy } from "./support/remote";
import { REMOTE_URL, serverLogOf } from "./support/servers";

/**
 * The link crawler (support/crawl.ts) on the remote-mode console, whose service answers in the
 * real service's shapes: as each role, every in-console link leads to a working page.
 */
test.beforeEach(async ({ page }) => {
  await setFaults(page.request, []);
});

for (const role of ROLES) {
  test(`as ${ROLE_LABELS[role]}, every in-console link leads to a working page`, async ({ page }, info) => {
    test.slow();
    await signInRemote(page, role);
    await untilHealthy(page);
    const starts = [
      "/",
      ...(can(role, "appointments.read") ? ["/appointments?status=not_booked", "/appointments"] : []),
    ];
    const report = await crawl(page, { origin: REMOTE_URL, starts, serverLog: serverLogOf("remote") });
    info.annotations.push({
      type: "crawl",
      description: `${report.pages.length} pages, ${report.files.length} files, ${report.shapes} link shapes`,
    });
    expectNoProblems(report);
    expect(report.pages.length).toBeGreaterThan(starts.length + 3);
  });
}
