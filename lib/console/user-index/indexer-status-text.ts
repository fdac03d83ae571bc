import type { IndexerStatus } from "@/lib/console/user-index/indexer-status";

/** Plain-language pieces of the indexer's status for the settings page. Pure, unit-tested. */

const count = new Intl.NumberFormat("en-US");

/** "1 user", "2,000 users". */
export const usersText = (n: number) => `${count.format(n)} ${n === 1 ? "user" : "users"}`;

/** "12 service calls", "1 service call". */
export const callsText = (n: number) => `${count.format(n)} service ${n === 1 ? "call" : "calls"}`;

/** "Off" when the rate is 0 (the setting turns the indexer off), else "On, at most 5 service calls per second". */
export function indexerModeText(ratePerSecond: number): string {
  if (ratePerSecond <= 0) return "Off";
  return `On, at most ${count.format(ratePerSecond)} service ${ratePerSecond === 1 ? "call" : "calls"} per second`;
}

/**
 * Where the current pass is: "1,200 of 2,000 users (60%)", or just the count while the service's
 * total is not known yet; null when no pass is under way.
 */
export function passPositionText(status: Pick<IndexerStatus, "passStartedAt" | "passPosition" | "serviceTotal">) {
  if (!status.passStartedAt) return null;
  const { passPosition: at, serviceTotal: total } = status;
  if (total === null) return usersText(at);
  const percent = total > 0 ? Math.min(100, Math.floor((at / total) * 100)) : 100;
  return `${count.format(at)} of ${usersText(total)} (${percent}%)`;
}
