/**
 * A call's deadline: `signal` aborts after `ms` with the same TimeoutError AbortSignal.timeout
 * gives, and `end()` lets it go once the call is over.
 *
 * Not AbortSignal.timeout itself: its timer stays until it fires, however soon the call ended,
 * and a timer holds on to the async context it was made in. Made while a page renders, that is
 * the request's whole context (its render state, the service's answers, the response), so every
 * page view kept everything it had used for the full timeout after it was sent: under load,
 * hundreds of finished requests at a time, most of the console's heap.
 */
export function callDeadline(ms: number): { signal: AbortSignal; end: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    ms,
  );
  // Like AbortSignal.timeout's: a pending deadline does not keep a process alive.
  timer.unref();
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}
