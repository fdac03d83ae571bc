import { createRandom } from "./random";

import type { StepSample } from "../store/step-chunks";

const DAY = 86_400;

/**
 * Share of a day's steps taken in each local hour: nothing at night, a morning commute, lunch and
 * an evening walk. Sums to 1.
 */
const HOURLY_SHARE = (() => {
  const raw = [0, 0, 0, 0, 0, 0.2, 0.8, 3, 6, 5, 4, 5, 8, 6, 4, 4, 5, 8, 9, 6, 4, 2, 0.8, 0.2];
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((v) => v / sum);
})();

/** How much a user walks on an ordinary day, before the day's own variation. */
const stepsLevel = (userKey: string) => 4_000 + createRandom(`steps-level:${userKey}`).next() * 8_000;

/**
 * A user's steps on one day, before a provider's own counting error: the same for every provider,
 * so a phone and a watch that see the same walk report similar (not identical) totals.
 */
function dailyTotal(userKey: string, level: number, day: number) {
  const r = createRandom(`steps-day:${userKey}:${day}`);
  const weekend = [0, 6].includes(new Date(day * DAY * 1000).getUTCDay()) ? 0.85 : 1;
  return Math.max(250, r.normal(level * weekend, level * 0.3));
}

/**
 * Deterministic step samples for one user at one provider, at the provider's own resolution, for
 * [fromTs, toTs). `utcOffsetHours` places the daily rhythm in the user's local day. Buckets with
 * no steps are not reported, as real providers do.
 */
export function* generateSteps(opts: {
  userKey: string;
  provider: string;
  fromTs: number;
  toTs: number;
  resolutionSeconds: number;
  utcOffsetHours?: number;
}): Generator<StepSample> {
  const { userKey, provider, resolutionSeconds: res } = opts;
  const offset = Math.round((opts.utcOffsetHours ?? 0) * 3600);
  const level = stepsLevel(userKey);
  const providerBias = 0.85 + createRandom(`steps-bias:${userKey}:${provider}`).next() * 0.25;
  const first = Math.ceil(opts.fromTs / res) * res;
  let dayCache = { day: Number.NaN, total: 0, rnd: createRandom("") };
  for (let t = first; t < opts.toTs; t += res) {
    const local = t + offset;
    const day = Math.floor(local / DAY);
    if (day !== dayCache.day) {
      dayCache = {
        day,
        total: dailyTotal(userKey, level, day) * providerBias,
        rnd: createRandom(`steps:${userKey}:${provider}:${day}`),
      };
    }
    let share: number;
    if (res >= DAY) share = 1;
    else {
      // Sum the hourly shares the bucket covers (a bucket may be shorter or longer than an hour).
      share = 0;
      const secondOfDay = local - day * DAY;
      for (let s = secondOfDay; s < secondOfDay + res; s += Math.min(res, 3600)) {
        share += HOURLY_SHARE[Math.floor(s / 3600) % 24]! * (Math.min(res, 3600) / 3600);
      }
    }
    const noise = res >= DAY ? 1 : Math.max(0, dayCache.rnd.normal(1, 0.6));
    const value = Math.round(dayCache.total * share * noise);
    if (value > 0) yield { startTs: t, endTs: t + res, value };
  }
}
