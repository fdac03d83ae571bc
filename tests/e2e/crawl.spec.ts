import { ROLE_LABELS, ROLES, can } from "../../lib/console/permissions";
import { crawl, expectNoProblems } from "./support/crawl";
import { serverLogOf } from "./support/servers";
import { expect, test } from "./fixtures/roles";

/**
 * As each role, from the console's home and the appointments board, every link inside the
 * console leads to a page that works: no error status, no error view, no browser error and no
 * error in the server's log (see support/crawl.ts for how far it goes).
 */
for (const role of ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role });

    test("every in-console link leads to a working page", async ({ page }, info) => {
      test.slow();
      const starts = [
        "/",
        ...(can(role, "appointments.read") ? ["/appointments?status=not_booked", "/appointments"] : []),
      ];
      const report = await crawl(page, {
        origin: new URL(info.project.use.baseURL!).origin,
        starts,
        serverLog: serverLogOf("main"),
      });
      info.annotations.push({
        type: "crawl",
        description: `${report.pages.length} pages, ${report.files.length} files, ${report.shapes} link shapes`,
      });
      expectNoProblems(report);
      // The crawl went somewhere: past the start pages, into records of the role's lists.
      expect(report.pages.length).toBeGreaterThan(starts.length + 3);
      expect(report.pages.some((u) => /\/users\/[0-9a-f-]{36}/.test(u))).toBe(true);
    });
  });
}
