import { beforeEach, describe, expect, it } from "vitest";
import { resetAnonymousRefusals, sampleAnonymousRefusal } from "@/lib/console/audit/anonymous-refusals";
import { auditTargetId } from "@/lib/console/audit/record";

describe("refusals without a session", () => {
  beforeEach(() => resetAnonymousRefusals());

  it("are recorded once a minute per action, the next record saying how many went unrecorded", () => {
    const t0 = 1_000_000;
    expect(sampleAnonymousRefusal("users.list", t0)).toEqual({ record: true, unrecorded: 0 });
    for (let i = 1; i <= 99; i++) expect(sampleAnonymousRefusal("users.list", t0 + i * 100).record).toBe(false);
    // Another action has its own minute.
    expect(sampleAnonymousRefusal("orders.view", t0 + 500).record).toBe(true);
    expect(sampleAnonymousRefusal("users.list", t0 + 60_000)).toEqual({ record: true, unrecorded: 99 });
    expect(sampleAnonymousRefusal("users.list", t0 + 60_001).record).toBe(false);
  });
});

describe("audit target ids", () => {
  it("keep an id as it is, cut a long one at 100 characters, and refuse anything else", () => {
    expect(auditTargetId("6f1c2f8e-61a4-4a4b-9b0e-6f3a3f1d2c11")).toBe("6f1c2f8e-61a4-4a4b-9b0e-6f3a3f1d2c11");
    expect(auditTargetId("x".repeat(300))).toBe(`${"x".repeat(100)}…`);
    expect(auditTargetId("<script>alert(1)</script>")).toBe("(not an id)");
    expect(auditTargetId("a b")).toBe("(not an id)");
    expect(auditTargetId("")).toBeNull();
    expect(auditTargetId(undefined)).toBeNull();
  });
});
