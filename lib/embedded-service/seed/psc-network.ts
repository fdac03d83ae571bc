import { count, eq } from "drizzle-orm";
import type { PscWeeklyHours } from "@/lib/contract/psc";
import type { ServiceDb } from "../db/client";
import { pscs } from "../db/schema";
import { allZipPoints, nearbyZips, zipLocation, zipState, type ZipPoint } from "@/lib/geo";
import { SEED_LABS, type SeedLabSlug } from "./data/labs-catalog";
import { placeableZip, zipCity } from "@/lib/geo/zip-cities";
import { METROS, STATE_AREA_CODES, metroRadiusMiles } from "./data/labs-cities";
import { createRandom, type Random } from "./random";

/**
 * The patient service center network: fictional centers at real ZIP centroids, in the ZIP's own
 * city (only ZIPs whose city and position the tables agree on are used). Three in four
 * centers are drawn around large metros (weighted by population, a ZIP picked uniformly within
 * the metro's reach), the rest anywhere in the lab's states, so rural areas have a few.
 * Nationwide networks also get one center per metro, so every demo city finds one.
 */
type Db = Pick<ServiceDb, "select" | "insert" | "update">;
type Network = {
  slug: SeedLabSlug;
  brand: string;
  count: number;
  states?: readonly string[];
  everyMetro?: boolean;
  caps: [string, number][];
};

const NETWORKS: Network[] = [
  {
    slug: "quest",
    brand: "Quest Diagnostics",
    count: 900,
    everyMetro: true,
    caps: [
      ["appointment_scheduling_with_lab", 0.85],
      ["appointment_scheduling_via_service", 0.45],
      ["stat", 0.12],
    ],
  },
  {
    slug: "sonora_quest",
    brand: "Sonora Quest Laboratories",
    count: 110,
    states: ["AZ"],
    caps: [
      ["appointment_scheduling_with_lab", 0.8],
      ["appointment_scheduling_via_service", 0.3],
      ["stat", 0.15],
    ],
  },
  {
    slug: "bioreference",
    brand: "BioReference",
    count: 320,
    states: ["NY", "NJ", "CT", "PA", "MA", "MD", "DC", "FL", "TX", "IL", "CA"],
    caps: [
      ["appointment_scheduling_with_lab", 0.6],
      ["appointment_scheduling_via_service", 0.5],
      ["stat", 0.2],
    ],
  },
  {
    slug: "crl",
    brand: "CRL Collection Site",
    count: 240,
    caps: [
      ["appointment_scheduling_via_service", 0.7],
      ["appointment_scheduling_with_lab", 0.3],
      ["stat", 0.05],
    ],
  },
];

const STREETS = [
  "Main",
  "Oak",
  "Maple",
  "Park",
  "Washington",
  "Lake",
  "Hill",
  "Church",
  "Elm",
  "Pine",
  "Cedar",
  "Medical Center",
  "Lincoln",
  "Jefferson",
  "Broad",
  "Market",
  "Union",
  "Highland",
  "Spring",
  "Center",
  "Ridge",
  "Sunset",
  "Franklin",
  "Madison",
];
const SUFFIXES = ["St", "Ave", "Blvd", "Dr", "Rd", "Pkwy", "Way"];
const WEEKDAY_HOURS = [
  ["07:00", "15:30"],
  ["06:30", "14:30"],
  ["08:00", "17:00"],
  ["07:30", "16:00"],
] as const;
const METRO_SHARE = 0.75;

/** Where a network's centers go: a list of ZIP pickers, metro-weighted or anywhere in its states. */
function placement(network: Network) {
  const inStates = (zip: string) =>
    (!network.states || network.states.includes(zipState(zip) ?? "")) && placeableZip(zip) !== null;
  const anywhere = allZipPoints().filter((p) => inStates(p.zip));
  const metros = METROS.filter(([zip]) => inStates(zip)).map(([zip, millions]) => {
    const center = zipLocation(zip);
    const zips = center ? nearbyZips(center, metroRadiusMiles(millions)).filter((p) => inStates(p.zip)) : [];
    return { zips: zips.length > 0 ? zips : anywhere, millions };
  });
  const total = metros.reduce((sum, m) => sum + m.millions, 0);
  const pickMetro = (rng: Random) => {
    let target = rng.next() * total;
    for (const m of metros) if ((target -= m.millions) < 0) return m;
    return metros[metros.length - 1];
  };
  return {
    /** One ZIP near each metro's centre (the nearest few), for networks present in every metro. */
    perMetro: (rng: Random) => metros.map((m) => m.zips[rng.int(0, Math.min(4, m.zips.length - 1))]!),
    pick: (rng: Random): ZipPoint => {
      const metro = metros.length > 0 && rng.chance(METRO_SHARE) ? pickMetro(rng) : undefined;
      return rng.pick(metro ? metro.zips : anywhere);
    },
  };
}

function weeklyHours(rng: Random): PscWeeklyHours | null {
  if (rng.chance(0.08)) return null;
  const [open, close] = rng.pick(WEEKDAY_HOURS);
  const weekday = rng.chance(0.3)
    ? [
        { open, close: "12:00" },
        { open: "12:30", close },
      ]
    : [{ open, close }];
  const saturday = rng.chance(0.4)
    ? [
        rng.pick([
          { open: "07:00", close: "11:00" },
          { open: "08:00", close: "12:00" },
        ]),
      ]
    : [];
  const sunday = rng.chance(0.05) ? [{ open: "09:00", close: "13:00" }] : [];
  return {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
    sunday,
  };
}

const phone = (rng: Random, state: string) =>
  `(${STATE_AREA_CODES[state] ?? "555"}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`;

function networkRows(labId: number, network: Network) {
  const rng = createRandom(`psc-network:${network.slug}`);
  const where = placement(network);
  const seeded = network.everyMetro ? where.perMetro(rng) : [];
  const spots = [...seeded, ...Array.from({ length: network.count - seeded.length }, () => where.pick(rng))];
  return spots.map((at, i) => {
    // Every picked ZIP is placeable: its city and state are those of the ZIP table.
    const { city, state } = placeableZip(at.zip)!;
    const street = rng.pick(STREETS);
    return {
      id: labId * 100_000 + i + 1,
      labId,
      name: `${network.brand} - ${city} ${street}`,
      firstLine: `${rng.int(10, 9999)} ${street} ${rng.pick(SUFFIXES)}`,
      secondLine: rng.chance(0.45) ? `Suite ${rng.int(1, 4)}${String(rng.int(0, 30)).padStart(2, "0")}` : "",
      city,
      state,
      zipCode: at.zip,
      // Within about a mile of the centroid: centers sharing a ZIP do not sit on one point.
      lat: Math.round((at.lat + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      lng: Math.round((at.lng + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      phoneNumber: phone(rng, state),
      faxNumber: phone(rng, state),
      hours: weeklyHours(rng),
      capabilities: network.caps.filter(([, p]) => rng.chance(p)).map(([cap]) => cap),
    };
  });
}

/**
 * Centers seeded before cities came from the ZIP table carry their sectional center's city (07030
 * as Newark): each is renamed to its ZIP's own city, so an existing data directory reads true too.
 */
function correctCities(db: Db, labId: number) {
  const columns = { id: pscs.id, zip: pscs.zipCode, city: pscs.city, name: pscs.name };
  for (const row of db.select(columns).from(pscs).where(eq(pscs.labId, labId)).all()) {
    const city = zipCity(row.zip)?.city;
    if (!city || city === row.city) continue;
    const name = row.name.replace(` - ${row.city} `, ` - ${city} `);
    db.update(pscs).set({ city, name }).where(eq(pscs.id, row.id)).run();
  }
}

/** Inserts each lab's network unless that lab already has centers (idempotent, per lab). */
export function seedPscNetwork(db: Db) {
  for (const network of NETWORKS) {
    const lab = SEED_LABS.find((l) => l.slug === network.slug);
    if (!lab) continue;
    const existing = db.select({ n: count() }).from(pscs).where(eq(pscs.labId, lab.id)).get()?.n ?? 0;
    if (existing > 0) {
      correctCities(db, lab.id);
      continue;
    }
    const rows = networkRows(lab.id, network);
    // Chunks keep each statement well under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500)
      db.insert(pscs)
        .values(rows.slice(i, i + 500))
        .run();
  }
}
