import { AsyncLocalStorage } from "node:async_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callDeadline } from "@/lib/service/call-deadline";
import { createServiceClient } from "@/lib/service/client";

afterEach(() => vi.useRealTimers());

describe("a service call's deadline", () => {
  it("aborts with a TimeoutError when the time is up, and not once the call has ended", () => {
    vi.useFakeTimers();
    const late = callDeadline(1_000);
    const done = callDeadline(1_000);
    done.end();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(late.signal.aborted).toBe(true);
    expect((late.signal.reason as DOMException).name).toBe("TimeoutError");
    expect(done.signal.aborted).toBe(false);
  });

  it("lets a finished call's request context go at once, not when the timeout would have passed", async () => {
    // A request's async context holds everything its page used, the call's signal among it (here
    // the fetch notes it there, as instrumentation does); a timer made during the call holds the
    // context for as long as the timer lives.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const requests = new AsyncLocalStorage<{ rendered: number[]; signal?: AbortSignal | null }>();
    const client = createServiceClient({
      baseUrl: "http://service.test",
      apiKey: "sk_test_secret_key_0123456789",
      timeoutMs: 60_000,
      log: () => {},
      fetch: async (_url, init) => {
        const context = requests.getStore();
        if (context) context.signal = init?.signal;
        return Response.json({ users: [], total: 0, offset: 0, limit: 1 });
      },
    });
    // The first call outside any request: a first fetch sets up things that live as long as the process.
    await client.listUsers({ offset: 0, limit: 1 });
    let context!: WeakRef<object>;
    await requests.run({ rendered: new Array<number>(100_000).fill(1) }, async () => {
      context = new WeakRef(requests.getStore()!);
      await client.listUsers({ offset: 0, limit: 1 });
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(context.deref()).toBeUndefined();
  });
});
