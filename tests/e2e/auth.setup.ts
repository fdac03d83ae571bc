import { expect, test as setup } from "@playwright/test";
import { ROLE_LABELS, ROLES } from "../../lib/console/permissions";
import { demoAccount, signInThroughForm, storageStateFor } from "./fixtures/roles";

// Once per run: each role signs in through the real form and its session is saved for the specs.
for (const role of ROLES) {
  setup(`sign in as ${ROLE_LABELS[role]}`, async ({ page }) => {
    const account = demoAccount(role);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByTestId("current-staff")).toContainText(account.name);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
