/**
 * Work to finish before the process exits, registered where it is started (instrumentation.ts,
 * inside Next.js's bundles) and run by the server that owns the process, in registration order
 * reversed: what started last stops first. On globalThis, since the two load separate copies of
 * this module.
 */
type Hook = { name: string; run: () => void | Promise<void> };

const g = globalThis as typeof globalThis & { __labdeskShutdownHooks?: Hook[] };

export function onShutdown(name: string, run: Hook["run"]): void {
  (g.__labdeskShutdownHooks ??= []).push({ name, run });
}

/** Runs every hook once, each awaited; a failing hook does not keep the others from running. */
export async function runShutdownHooks(): Promise<string[]> {
  const hooks = (g.__labdeskShutdownHooks ?? []).splice(0).reverse();
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
