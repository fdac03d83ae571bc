import { logger } from "@/lib/ops/logger";
import { sealAll } from "@/lib/console/audit/chain/seal";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * When an instance seals: soon after its own appends (one seal for all that arrive within
 * DEBOUNCE_MS, so a busy instance seals in batches), and on a slow timer, which also seals what
 * an instance that stopped before sealing left behind. Seals run one at a time per instance;
 * across instances the head's lock makes them take turns.
 */
const DEBOUNCE_MS = 100;
const TIMER_MS = 5_000;

type Sealer = { soon(): void; settle(): Promise<void>; stop(): Promise<void> };
const sealers = new WeakMap<ConsoleDb, Sealer>();

function startSealer(db: ConsoleDb): Sealer {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = sealAll(db)
      .catch((error: unknown) => {
        // The next append or the timer tries again; verification seals whatever is left.
        logger().warn({ component: "audit-sealer", error: String(error) }, "audit records not sealed yet");
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const soon = () => {
    if (!timer && !stopped) timer = setTimeout(run, DEBOUNCE_MS);
  };
  const slow = setInterval(soon, TIMER_MS);
  slow.unref();
  const quiet = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (running) await running;
  };
  return {
    soon,
    settle: async () => {
      await quiet();
      await sealAll(db);
    },
    stop: async () => {
      stopped = true;
      clearInterval(slow);
      await quiet();
      await sealAll(db).catch((error: unknown) => {
        logger().warn(
          { component: "audit-sealer", error: String(error) },
          "audit records left for another instance to seal",
        );
      });
    },
  };
}

const sealerOf = (db: ConsoleDb) => {
  let sealer = sealers.get(db);
  if (!sealer) sealers.set(db, (sealer = startSealer(db)));
  return sealer;
};

/**
 * Starts an instance's sealing when its store opens: the slow timer then also seals what an
 * instance that stopped before sealing left behind, whether or not this one appends.
 */
export const startSealing = (db: ConsoleDb) => void sealerOf(db);

/** Asks for a seal soon: after an append. */
export const sealSoon = (db: ConsoleDb) => sealerOf(db).soon();

/** Seals now, after any seal under way: whatever this instance appended is sealed when it resolves. */
export const sealNow = (db: ConsoleDb) => sealerOf(db).settle();

/**
 * On closing a store: no more seals from the timer, and what was appended is sealed first.
 */
export async function stopSealing(db: ConsoleDb): Promise<void> {
  const sealer = sealers.get(db);
  if (!sealer) return;
  sealers.delete(db);
  await sealer.stop();
}
