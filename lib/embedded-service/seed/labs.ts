import { sql } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { labTests, labs } from "../db/schema";
import { LAB_OFFERINGS, PANELS, SEED_LABS } from "./data/labs-catalog";
import { seedPscNetwork } from "./psc-network";
import { createRandom } from "./random";

/**
 * Labs and the lab-test catalogue. Ids are derived from each test's lab and slug (not its
 * position), so adding a test later never renumbers the ones clients already hold.
 */

/** Cash prices differ a little between labs; the factor keeps them deterministic. */
const PRICE_FACTOR: Record<string, number> = {
  quest: 1,
  sonora_quest: 0.9,
  bioreference: 0.95,
  crl: 0.85,
  ussl: 1.1,
  ayumetrix: 1.05,
};
const METHOD_SURCHARGE: Record<string, number> = { walk_in_test: 0, testkit: 10, at_home_phlebotomy: 25 };

export function labTestRows() {
  return SEED_LABS.flatMap((lab) =>
    LAB_OFFERINGS[lab.slug].map(([panelKey, method, sampleType]) => {
      const panel = PANELS[panelKey];
      const slug = `${lab.slug}_${panelKey}${method === "walk_in_test" ? "" : `_${method}`}`;
      const name =
        method === "walk_in_test"
          ? panel.name
          : `${panel.name} (${method === "testkit" ? "Test Kit" : "At-Home Draw"})`;
      const price =
        Math.round((panel.price * (PRICE_FACTOR[lab.slug] ?? 1) + (METHOD_SURCHARGE[method] ?? 0)) * 100) / 100;
      return {
        id: createRandom(`lab-test:${slug}`).uuid(),
        labId: lab.id,
        slug,
        name,
        sampleType: sampleType ?? panel.sampleType,
        method,
        // A dried blood spot from a kit is taken whenever the patient likes; fasting does not apply.
        fasting: method === "testkit" ? false : panel.fasting,
        price,
        markers: panel.markers,
      };
    }),
  );
}

/**
 * Labs, lab tests and the service-center network, in one transaction. Idempotent: labs are
 * upserted (names may be corrected between versions), tests and centers are inserted only when
 * missing, so a database that already has them costs a few index lookups.
 */
export function seedLabsAndPscNetwork(db: ServiceDb) {
  db.transaction((tx) => {
    tx.insert(labs)
      .values(SEED_LABS.map((l) => ({ ...l })))
      .onConflictDoUpdate({ target: labs.id, set: { slug: sql`excluded.slug`, name: sql`excluded.name` } })
      .run();
    tx.insert(labTests).values(labTestRows()).onConflictDoNothing({ target: labTests.id }).run();
    seedPscNetwork(tx);
  });
}
