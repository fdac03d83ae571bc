import type { orders } from "../db/schema";
import { createRandom } from "./random";

type OrderRow = typeof orders.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many returning patients the demo has, and how many earlier visits each made. */
const RETURNING_PATIENTS = 6;
const EARLIER_VISITS = [2, 3] as const;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Returning patients: for the first few completed orders, the same tests done at the same lab on
 * earlier walk-in visits a month or so apart, all completed. Care teams follow a marker over
 * repeat panels, so the demo needs patients with a history to show it. Drawn from their own
 * random stream and added after the main seed, so the rest of the demo data stays as it was.
 */
export function repeatVisitOrders(rows: readonly OrderRow[], teamId: string): OrderRow[] {
  const rnd = createRandom(`demo-repeat-orders:${teamId}`);
  const patients = new Set<number>();
  const out: OrderRow[] = [];
  for (const row of rows) {
    if (patients.size >= RETURNING_PATIENTS) break;
    if (row.status !== "completed" || patients.has(row.userSeq)) continue;
    patients.add(row.userSeq);
    let visit = Date.parse(row.createdAt);
    for (let n = rnd.int(...EARLIER_VISITS); n > 0; n--) {
      visit -= rnd.int(25, 45) * DAY + rnd.int(0, 8) * HOUR;
      const withLab = visit + rnd.int(2, 10) * HOUR;
      const completed = withLab + rnd.int(30, 72) * HOUR;
      out.push({
        ...row,
        id: rnd.uuid(),
        collectionMethod: "walk_in_test",
        status: "completed",
        orderTransactionId: rnd.uuid(),
        idempotencyKey: null,
        events: [
          { id: 1, created_at: iso(visit), status: "received" },
          { id: 2, created_at: iso(withLab), status: "sample_with_lab" },
          { id: 3, created_at: iso(completed), status: "completed" },
        ],
        createdAt: iso(visit),
        updatedAt: iso(completed),
      });
    }
  }
  return out;
}
