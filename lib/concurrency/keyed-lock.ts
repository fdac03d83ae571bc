/**
 * Runs tasks one at a time per key, in arrival order, within this process. Used where the service
 * offers no compare-and-set (patient details have no version or ETag): the console checks what it
 * read and writes under the lock, so two saves of one record cannot both pass the check.
 * Several console instances would need the lock in a shared store instead.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      // Forget the key once nothing else queued behind this task.
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}
