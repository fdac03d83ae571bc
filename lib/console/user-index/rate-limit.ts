/**
 * Spaces calls out to at most `perSecond`, however fast the caller asks: each call waits for its
 * slot. The background indexer shares the service with people using the console, so it never
 * bursts, and a slow answer does not earn it a burst afterwards either.
 */
export function createPacer(perSecond: number, sleep: (ms: number) => Promise<void> = delay) {
  const interval = 1000 / perSecond;
  let next = 0;
  return async function pace(): Promise<void> {
    const now = Date.now();
    const wait = next - now;
    next = Math.max(now, next) + interval;
    if (wait > 0) await sleep(wait);
  };
}

/** A timer that does not keep the process alive and ends early when `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    timer.unref?.();
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
