import { expect, test } from "@playwright/test";
import { connectionStatusLabel } from "../../lib/console/connections/provider-words";
import { expectNoLoadFailure } from "./support/real-service-scene";
import { faultLog, serviceGet, setFaults, signInRemote, untilHealthy } from "./support/remote";

/**
 * The connections tab in remote mode, against answers in the real service's shapes (the vendor
 * SDK's serializers stand between the console and the service): each provider's status from
 * GET /v2/user/providers/{user_id}, and a disconnect through DELETE /v2/user/{user_id}/{provider}
 * whose answer passes the SDK's UserSuccessResponse.
 */
type User = { user_id: string; connected_sources: unknown[] };
type ConnectedProvider = { name: string; slug: string; status: string };

test.beforeEach(async ({ page }) => {
  await setFaults(page.request, []);
  await signInRemote(page, "care_coordinator");
  await untilHealthy(page);
});

test("shows each provider's status and disconnects one", async ({ page }) => {
  // Not the first user with sources (real-service.spec.ts reads that one's connections and steps),
  // and one with two, so the tab still has a connection to show afterwards.
  const { users } = (await serviceGet<{ users: User[] }>(page.request, "/v2/user/?limit=40")).body;
  const withSources = users.filter((u) => u.connected_sources.length > 0);
  const user = withSources.slice(1).find((u) => u.connected_sources.length > 1);
  if (!user) throw new Error("no seeded user with two connected sources after the first with any");
  const providers = (
    await serviceGet<{ providers: ConnectedProvider[] }>(page.request, `/v2/user/providers/${user.user_id}`)
  ).body.providers;
  const [gone, kept] = providers as [ConnectedProvider, ConnectedProvider];

  await page.goto(`/users/${user.user_id}/connections`);
  const status = page.getByRole("list", { name: "Connection status" });
  await expect(status.getByRole("listitem")).toHaveCount(providers.length);
  await expect(status.getByText(connectionStatusLabel(gone.status), { exact: true }).first()).toBeVisible();
  await expect(status.getByText(/Connected since/).first()).toBeVisible();
  await expectNoLoadFailure(page);

  await page.getByRole("button", { name: `Disconnect ${gone.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Disconnect ${gone.name}?` });
  await confirm.getByRole("button", { name: `Disconnect ${gone.name}` }).click();
  await expect(page.getByText(`${gone.name} disconnected`)).toBeVisible();
  await expect(status.getByText(gone.name, { exact: true })).toHaveCount(0);
  await expect(status.getByText(kept.name, { exact: true })).toBeVisible();
  await expectNoLoadFailure(page);

  // The console's DELETE reached the service once, and the service agrees it is gone.
  const log = await faultLog(page.request);
  expect(log.upstreamOf("DELETE", new RegExp(`/v2/user/${user.user_id}/${gone.slug}$`))).toBe(1);
  const left = (
    await serviceGet<{ providers: ConnectedProvider[] }>(page.request, `/v2/user/providers/${user.user_id}`)
  ).body.providers;
  expect(left.map((p) => p.slug)).not.toContain(gone.slug);
});
