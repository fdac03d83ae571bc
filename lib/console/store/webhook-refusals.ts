import { gte, sql, sum } from "drizzle-orm";
import type { ConsoleDb } from "./db";

/**
 * Refused webhook deliveries counted per hour and reason (schema: webhook_refusals). Each
 * instance adds what it counted since its last write, so a flood of forged deliveries costs one
 * upsert per reason a minute, not a row each.
 */
export type RefusalCount = { hour: string; reason: string; count: number };

/** The start of the UTC hour `at` falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

export async function addRefusals(db: ConsoleDb, counts: RefusalCount[]): Promise<void> {
  const t = db.tables.webhookRefusals;
  for (const c of counts) {
    if (c.count <= 0) continue;
    await db.orm
      .insert(t)
      .values({ key: `${c.hour}|${c.reason}`, hour: c.hour, reason: c.reason, count: c.count })
      .onConflictDoUpdate({ target: t.key, set: { count: sql`${t.count} + ${c.count}` } });
  }
}

/** Refusals per reason since `since` (whole hours: the hour `since` falls in counts whole). */
export async function refusalsSince(db: ConsoleDb, since: Date): Promise<Record<string, number>> {
  const t = db.tables.webhookRefusals;
  const rows = await db.orm
    .select({ reason: t.reason, n: sum(t.count) })
    .from(t)
    .where(gte(t.hour, hourOf(since)))
    .groupBy(t.reason);
  return Object.fromEntries(rows.map((r) => [r.reason, Number(r.n ?? 0)]));
}
