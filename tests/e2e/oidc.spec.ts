import { expect, test, type APIRequestContext } from "@playwright/test";
import { can, ROLE_LABELS } from "../../lib/console/permissions";
import { NAV_ITEMS } from "../../components/shell/nav-config";
import { OIDC, OIDC_CONTROL_URL, type OidcIdentity } from "./support/servers";

// Runs against the short-session console, which has single sign-on configured against the local
// OIDC provider (tests/e2e/support/oidc-server.ts). The provider signs in whoever was posted last.

async function nextSignInAs(request: APIRequestContext, identity: OidcIdentity) {
  const res = await request.post(OIDC_CONTROL_URL, { data: identity });
  expect(res.status()).toBe(204);
}

test("a care coordinator signs in through single sign-on and gets that role's console", async ({ page, request }) => {
  await nextSignInAs(request, {
    sub: "sso-cora",
    email: "sso.coordinator@labdesk.test",
    name: "Sasha Single",
    labdesk_role: "care_coordinator",
  });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: `Sign in with ${OIDC.name}` }).click();

  await expect(page).toHaveURL(/\/users$/);
  const who = page.getByTestId("current-staff");
  await expect(who).toContainText("Sasha Single");
  await expect(who).toContainText(ROLE_LABELS.care_coordinator);
  const expected = NAV_ITEMS.filter((item) => can("care_coordinator", item.permission)).map((item) => item.label);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(expected);
});

test("an identity without a Labdesk role is refused with a message", async ({ page, request }) => {
  await nextSignInAs(request, { sub: "sso-norole", email: "sso.norole@labdesk.test", name: "Nora Norole" });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: `Sign in with ${OIDC.name}` }).click();

  await expect(page).toHaveURL(/\/sign-in\?error=AccessDenied/);
  await expect(page.getByTestId("sign-in-notice")).toHaveText(
    "Your single sign-on account has no Labdesk role or is disabled",
  );
  await page.goto("/users");
  await expect(page).toHaveURL(/\/sign-in/);
});
