import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  DelegateBackoff,
  ExponentialBackoff,
  IsolatedCircuitError,
  circuitBreaker,
  handleWhen,
  noop,
  retry,
  type IBackoff,
  type IRetryBackoffContext,
} from "cockatiel";
import { ServiceError } from "./errors";

/**
 * The client's resilience, built on cockatiel rather than hand-written loops: retries for
 * idempotent reads only, and one circuit breaker per client so a failing service is not hammered.
 */
export type RetryOptions = {
  /** Attempts in all, the first included (default 3). */
  maxAttempts?: number;
  /** First backoff delay; later ones grow exponentially with decorrelated jitter (default 200 ms). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Longest Retry-After the client will wait for; longer values are cut to this (default 10 s). */
  maxRetryAfterMs?: number;
};

export type BreakerOptions = {
  /** Consecutive transient failures that open the circuit (default 5). */
  threshold?: number;
  /** How long the circuit stays open before one trial call is let through (default 30 s). */
  halfOpenAfterMs?: number;
};

const transient = (err: Error) => err instanceof ServiceError && err.transient;

export function createPolicies(retryOpts: RetryOptions = {}, breakerOpts: BreakerOptions = {}) {
  const maxRetryAfterMs = retryOpts.maxRetryAfterMs ?? 10_000;
  const exponential = new ExponentialBackoff({
    initialDelay: retryOpts.initialDelayMs ?? 200,
    maxDelay: retryOpts.maxDelayMs ?? 5_000,
  });
  // The service's Retry-After wins over our own schedule; the exponential state still advances
  // so a later attempt without the header keeps growing.
  const backoff = new DelegateBackoff<IRetryBackoffContext<unknown>, IBackoff<unknown>>((ctx, prev) => {
    const next = prev ? prev.next(ctx) : exponential.next();
    const error = "error" in ctx.result ? ctx.result.error : undefined;
    const asked = error instanceof ServiceError ? error.retryAfterMs : undefined;
    return { delay: asked === undefined ? next.duration : Math.min(asked, maxRetryAfterMs), state: next };
  });

  const reads = retry(handleWhen(transient), {
    // cockatiel counts retries, not attempts.
    maxAttempts: Math.max(0, (retryOpts.maxAttempts ?? 3) - 1),
    backoff,
  });
  const breaker = circuitBreaker(handleWhen(transient), {
    halfOpenAfter: breakerOpts.halfOpenAfterMs ?? 30_000,
    breaker: new ConsecutiveBreaker(breakerOpts.threshold ?? 5),
  });

  /**
   * Runs one logical call. Every attempt passes the breaker, so each failure counts and an open
   * circuit stops further retries at once. The signal is the call's deadline: once it fires no
   * retry starts.
   */
  function run<T>(idempotent: boolean, attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const outer = idempotent ? reads : noop;
    return outer.execute(() => breaker.execute(attempt), signal);
  }

  return { run, breaker };
}

export const isCircuitOpen = (err: unknown) => err instanceof BrokenCircuitError || err instanceof IsolatedCircuitError;

/**
 * Retry-After in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when
 * absent or unreadable, never negative.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
