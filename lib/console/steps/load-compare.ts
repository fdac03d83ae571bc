import "server-only";
import { uuid } from "@/lib/contract/common";
import { serviceClient } from "@/lib/service";
import { bucketEdges, rangeDays, type DayRange, type Granularity } from "./bucketing";
import { compareGranularity, highestProvider } from "./compare";
import { isTimeZone } from "./calendar";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { stepBuckets } from "./load";

export type Comparison = {
  range: DayRange;
  granularity: Granularity;
  /** The one zone every user is bucketed in; null: each user's own calendar days. */
  zone: string | null;
  /** Why the granularity drawn is not the one asked for, if it is not. */
  note: string | null;
  /**
   * Bucket starts. In one zone, real instants; in each user's own zone, the UTC midnight of each
   * calendar day (or week start), standing for that date whatever the user's zone.
   */
  starts: number[];
  series: Record<string, (number | null)[]>;
  /** user_id → client_user_id (identifiers only: this page never asks for patient details). */
  labels: Record<string, string>;
  zones: Record<string, string>;
  /** Ids that are not users of this team. */
  unknown: string[];
};

async function userOrNull(userId: string) {
  if (!uuid.safeParse(userId).success) return null;
  try {
    return await serviceClient().getUser(userId);
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

export type CompareQuery = { range: DayRange; granularity: Granularity | null; zone: string | null };

/**
 * Totals per user and bucket. With a zone, every user is bucketed in it (any granularity). Without
 * one, each user's days are calendar days in their own fallback_time_zone (UTC without one), so
 * "Monday" means the Monday they lived; then only daily or weekly totals line up.
 */
export async function loadComparison(userIds: string[], q: CompareQuery): Promise<Loaded<Comparison>> {
  const { range, zone } = q;
  const { granularity, note } = compareGranularity(rangeDays(range), q.granularity, zone !== null);
  const starts = bucketEdges(range, granularity, zone ?? "UTC").edges.slice(0, -1);
  try {
    const users = await Promise.all(userIds.map(userOrNull));
    const out: Comparison = { range, granularity, zone, note, starts, series: {}, labels: {}, zones: {}, unknown: [] };
    await Promise.all(
      userIds.map(async (id, i) => {
        const user = users[i];
        if (!user) return void out.unknown.push(id);
        const tz = user.fallback_time_zone?.id;
        const own = tz && isTimeZone(tz) ? tz : "UTC";
        const data = await stepBuckets(user.user_id, { range, granularity, zone: zone ?? own });
        out.labels[user.user_id] = user.client_user_id;
        out.zones[user.user_id] = zone ?? own;
        out.series[user.user_id] = highestProvider(data.series, starts.length);
      }),
    );
    // Promise.all fills in completion order; keep the order the analyst picked.
    out.series = Object.fromEntries(userIds.filter((id) => id in out.series).map((id) => [id, out.series[id]!]));
    return { ok: true, data: out };
  } catch (error) {
    return failedLoad(error);
  }
}
