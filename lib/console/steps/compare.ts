import { BUCKET_NOUNS, LABELS, resolveGranularity, type Granularity } from "./bucketing";

/**
 * Comparing users on /steps. Providers are not added up (a phone and a watch count the same
 * walk twice): a user's total for a bucket is the highest count any one provider reported. Pure.
 */
export const MAX_COMPARED_USERS = 5;

/** The rule, said for the bucket drawn: a weekly chart's point is a week, not a day. */
export const compareRule = (granularity: Granularity) =>
  `Each ${BUCKET_NOUNS[granularity]} shows the provider that counted the most steps for that user in it: providers are not added, because a phone and a watch often count the same walk.`;

/** Per bucket, the largest value of any series; null when no series has data there. */
export function highestProvider(series: Record<string, readonly (number | null)[]>, length: number): (number | null)[] {
  const out: (number | null)[] = new Array(length).fill(null);
  for (const values of Object.values(series)) {
    for (let i = 0; i < length; i++) {
      const v = values[i];
      if (v !== null && v !== undefined && (out[i] === null || v > out[i]!)) out[i] = v;
    }
  }
  return out;
}

/** The users to compare from the URL: distinct, in the order picked, at most five. */
export function comparedUsers(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_COMPARED_USERS);
}

/**
 * The granularity /steps draws. In one zone for everyone, whatever the user's chart would draw.
 * In each user's own zone only days, weeks and months line up (an hour of a DST day has no
 * partner in another zone), so a finer choice falls back to days, and the note says why and what
 * to do.
 */
export function compareGranularity(
  days: number,
  requested: Granularity | null,
  commonZone: boolean,
): { granularity: Granularity; note: string | null } {
  if (commonZone) return resolveGranularity(days, requested);
  const finer = requested === "raw" || requested === "hour";
  const calendar: Granularity = days > 366 ? "week" : "day";
  const resolved = resolveGranularity(days, finer || !requested ? calendar : requested);
  if (!finer) return resolved;
  return {
    granularity: resolved.granularity,
    note: `${requested === "raw" ? LABELS.raw : `${LABELS[requested]} buckets`} need one time zone for every user; showing ${LABELS[resolved.granularity].toLowerCase()} totals in each user’s own days. Choose “Mine” to see them.`,
  };
}
