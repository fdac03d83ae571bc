import type { UserInfo } from "@/lib/contract/user-info";
import type { ServiceDb } from "../db/client";
import { userInfo, users } from "../db/schema";
import { zipTimeZone } from "@/lib/geo";
import { connectProvider } from "../store/connections";
import { FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from "./data/people";
import { createRandom, type Random } from "./random";

const DAY_MS = 86_400_000;
const STEP_PROVIDERS = [
  "apple_health_kit",
  "fitbit",
  "garmin",
  "google_fit",
  "health_connect",
  "samsung_health",
  "withings",
  "polar",
  "oura",
  "ultrahuman",
];
const OTHER_PROVIDERS = ["dexcom_v3", "omron", "strava", "whoop_v2", "ihealth", "freestyle_libre"];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

function person(rnd: Random, i: number, now: Date) {
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  const place = rnd.pick(PLACES);
  const ageYears = rnd.chance(0.08) ? rnd.int(4, 17) : rnd.int(18, 92);
  const dob = isoDay(now.getTime() - ageYears * 365.25 * DAY_MS - rnd.int(0, 364) * DAY_MS);
  const address = {
    first_line: `${rnd.int(1, 9899)} ${rnd.pick(STREETS)}`,
    second_line: rnd.chance(0.25) ? `Apt ${rnd.int(1, 40)}${rnd.pick(["A", "B", "C", ""])}` : null,
    city: place.city,
    state: place.state,
    zip_code: place.zip,
    zip: place.zip,
    country: "US",
  };
  const phone = () =>
    `+1${rnd.pick(["212", "312", "415", "512", "617", "702", "206", "305"])}555${String(rnd.int(100, 199)).padStart(4, "0")}`;
  const info: UserInfo = {
    first_name: first,
    last_name: last,
    email: `${emailPart(first)}.${emailPart(last)}${i}@example.com`,
    phone_number: phone(),
    gender: rnd.pick(["female", "male", "female", "male", "other"]),
    dob,
    address,
    medical_proxy:
      ageYears < 18
        ? {
            first_name: rnd.pick(FIRST_NAMES),
            last_name: last,
            address,
            phone_number: phone(),
            email: null,
            household_income: rnd.int(30, 180) * 1000,
            household_size: rnd.int(2, 6),
          }
        : null,
    race: rnd.chance(0.7)
      ? rnd.pick([
          "african_american_or_black",
          "asian",
          "white_caucasian",
          "other",
          "pacific_islander_or_hawaiian",
          "indigenous_native_american_alaska_native",
        ])
      : null,
    ethnicity: rnd.chance(0.6) ? rnd.pick(["hispanic", "non_hispanic", "non_hispanic", "other"]) : null,
    sexual_orientation: rnd.chance(0.4)
      ? rnd.pick(["heterosexual_or_straight", "bisexual", "lesbian_gay_or_homosexual", "dont_know"])
      : null,
    gender_identity: rnd.chance(0.4) ? rnd.pick(["male", "female", "genderqueer", "other"]) : null,
  };
  return { info, zip: place.zip, dob };
}

/**
 * Demo users: created over the last two years, half with patient details, about half connected to
 * one to three providers with `stepDays` of steps at each provider's own resolution.
 */
export function seedDemoUsers(db: ServiceDb, teamId: string, now: Date, count = 2000, stepDays = 90) {
  const rnd = createRandom("demo-users");
  const span = 730 * DAY_MS;
  const connectionsToMake: { seq: number; provider: string }[] = [];
  db.transaction((tx) => {
    for (let i = 0; i < count; i++) {
      const created = new Date(now.getTime() - span + Math.floor((i / count) * span) + rnd.int(0, 3_600_000));
      const p = person(rnd, i, now);
      const at = created.toISOString();
      const tz = zipTimeZone(p.zip) ?? "America/New_York";
      const row = tx
        .insert(users)
        .values({
          id: rnd.uuid(),
          teamId,
          clientUserId: `mbr_${String(104_729 + i * 37).padStart(7, "0")}`,
          createdOn: at,
          fallbackTimeZone: rnd.chance(0.8)
            ? { id: tz, source_slug: rnd.pick(["apple_health_kit", "fitbit", "manual"]), updated_at: at }
            : null,
          fallbackBirthDate: rnd.chance(0.5) ? { value: p.dob, source_slug: "manual", updated_at: at } : null,
        })
        .returning({ seq: users.seq })
        .get();
      if (i % 2 === 0) tx.insert(userInfo).values({ userSeq: row.seq, info: p.info, updatedAt: at }).run();
      if (rnd.chance(0.5)) {
        const n = rnd.int(1, 3);
        const chosen = new Set<string>();
        while (chosen.size < n) chosen.add(rnd.pick(STEP_PROVIDERS));
        if (rnd.chance(0.25)) chosen.add(rnd.pick(OTHER_PROVIDERS));
        for (const provider of chosen) connectionsToMake.push({ seq: row.seq, provider });
      }
    }
  });
  // One transaction for them all (each connection's own becomes a savepoint): a commit per
  // connection made seeding wait on the disk a couple of thousand times.
  db.transaction(() => {
    for (const c of connectionsToMake) {
      connectProvider(db, { userSeq: c.seq, provider: c.provider, origin: "seed", backfillDays: stepDays }, now);
    }
  });
  return { users: count, connections: connectionsToMake.length };
}
