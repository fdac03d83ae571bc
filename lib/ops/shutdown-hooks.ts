import { processSingleton } from "@/lib/process-singleton";
/**
 * Work to finish before the process exits, registered where it is started (instrumentation.ts,
 * inside Next.js's bundles) and run by the server that owns the process, in registration order
 * reversed: what started last stops first. One list per process, since the two load separate
 * copies of this module.
 */
type Hook = { name: string; run: () => void | Promise<void> };

const shutdownHooks = processSingleton<Hook[]>("shutdownHooks", () => []);
const drainHooks = processSingleton<Hook[]>("drainHooks", () => []);

/**
 * Work to end as soon as the process is asked to stop, before the requests in flight are waited
 * for: responses that never finish on their own (a board's live updates) would otherwise hold the
 * server open for the whole grace period.
 */
export function onDrain(name: string, run: Hook["run"]): void {
  drainHooks.push({ name, run });
}

/** Runs every drain hook once; a failing hook does not keep the others from running. */
export async function runDrainHooks(): Promise<void> {
  for (const hook of drainHooks.splice(0)) {
    try {
      await hook.run();
    } catch {
      // Draining is a courtesy: the grace period still cuts what is left.
    }
  }
}

export function onShutdown(name: string, run: Hook["run"]): void {
  shutdownHooks.push({ name, run });
}

/** Runs every hook once, each awaited; a failing hook does not keep the others from running. */
export async function runShutdownHooks(): Promise<string[]> {
  const hooks = shutdownHooks.splice(0).reverse();
  const failed: string[] = [];
  for (const hook of hooks) {
    try {
      await hook.run();
    } catch {
      failed.push(hook.name);
    }
  }
  return failed;
}
