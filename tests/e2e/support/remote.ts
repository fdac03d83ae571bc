import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Role } from "../../../lib/console/permissions";
import type { FaultLog, FaultRule } from "../../support/fault-proxy";
import { demoAccount } from "../fixtures/roles";
import { E2E_SERVICE_KEY, FAULT_CONTROL_URL, FAULT_PROXY_URL, REMOTE_URL } from "./servers";

/**
 * Driving the remote-mode console and the fault proxy in front of its service (servers.ts).
 * URLs are absolute, so specs of any project can use them. The remote console has its own staff
 * store, so its sessions are its own: sign in here, in a context without a saved main session
 * (both consoles are on 127.0.0.1 and cookies do not care about ports).
 */

/** Replaces the proxy's fault rules ([] = pass everything through) and starts a fresh log. */
export async function setFaults(request: APIRequestContext, rules: FaultRule[]) {
  const res = await request.post(FAULT_CONTROL_URL, { data: rules });
  expect(res.status()).toBe(204);
}

/** What reached the proxy since the last setFaults: `seen` all of it, `upstream` what it passed on. */
export async function faultLog(request: APIRequestContext) {
  const log = (await (await request.get(FAULT_CONTROL_URL)).json()) as FaultLog;
  const count = (list: FaultLog["seen"], method: string, path: RegExp) =>
    list.filter((r) => r.method === method && path.test(r.path)).length;
  return {
    ...log,
    seenOf: (method: string, path: RegExp) => count(log.seen, method, path),
    upstreamOf: (method: string, path: RegExp) => count(log.upstream, method, path),
  };
}

/** The service behind the proxy, read directly with the demo team's key to pick test data. */
export async function serviceGet<T>(request: APIRequestContext, path: string): Promise<{ ok: boolean; body: T }> {
  const res = await request.get(FAULT_PROXY_URL + path, { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
  return { ok: res.ok(), body: res.ok() ? ((await res.json()) as T) : (undefined as T) };
}

/** Signs in to the remote console through its form; lands on its users list. */
export async function signInRemote(page: Page, role: Role) {
  const account = demoAccount(role);
  await page.goto(`${REMOTE_URL}/sign-in`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${REMOTE_URL}/users`);
}

/** Rows of listed users (a failed load shows its error in a row of its own, without a link). */
export const usersRows = (page: Page) =>
  page
    .getByRole("table", { name: "Users" })
    .locator("tbody tr")
    .filter({ has: page.locator('a[href^="/users/"]') });

/**
 * Waits until the remote console lists users again: an earlier test (or its failed first try)
 * may have left the circuit breaker open, which closes by itself after its half-open period.
 */
export async function untilHealthy(page: Page) {
  await expect(async () => {
    await page.goto(`${REMOTE_URL}/users`);
    await expect(usersRows(page).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
