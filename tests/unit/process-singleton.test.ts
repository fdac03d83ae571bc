import { describe, expect, it, vi } from "vitest";
import { processSingleton, processSlot } from "@/lib/process-singleton";

/**
 * Next.js loads a module once per bundle layer, so per-process state must not depend on which
 * copy of the module asks. A query string makes Vite load the file again as a module of its own.
 */
async function anotherCopy(): Promise<typeof import("@/lib/process-singleton")> {
  const specifier = "@/lib/process-singleton?another-copy";
  return import(/* @vite-ignore */ specifier);
}

describe("per-process singletons", () => {
  it("creates a value once and hands every copy of the module the same one", async () => {
    const create = vi.fn(() => ({ made: Date.now() }));
    const first = processSingleton("test.singleton", create);
    expect(processSingleton("test.singleton", create)).toBe(first);
    const copy = await anotherCopy();
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton("test.singleton", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processSingleton("test.other", () => "other")).toBe("other");
  });

  it("shares a slot's value between copies, and its clearing", async () => {
    const slot = processSlot<string>("test.slot");
    expect(slot.value).toBeUndefined();
    slot.value = "started";
    const copy = await anotherCopy();
    expect(copy.processSlot<string>("test.slot").value).toBe("started");
    copy.processSlot<string>("test.slot").value = undefined;
    expect(slot.value).toBeUndefined();
  });
});
