import { describe, expect, it } from "vitest";
import { changedFields, clearValue } from "@/lib/console/audit/record";
import { auditChangeLines } from "@/lib/console/audit/changes";

describe("changed values in the audit log", () => {
  it("masks health information and writes the rest as it is, the old value first", () => {
    expect(changedFields({ role: "ops" }, { role: "care_coordinator" }, { phi: [] })).toEqual({
      role: "ops → care_coordinator",
    });
    expect(changedFields({ disabled: false }, { disabled: true }, { phi: [] })).toEqual({ disabled: "false → true" });
    expect(changedFields({}, { time_zone: "Asia/Tokyo" }, { phi: [] })).toEqual({ time_zone: "(empty) → Asia/Tokyo" });
    expect(changedFields(null, { email: "a@b.test", dob: "1980-01-02" }, { phi: ["dob"] })).toEqual({
      email: "a@b.test",
      dob: "1••••••••2",
    });
    // A masked value's old one is left out: next to the new one it would only tell more.
    expect(changedFields({ first_name: "Ann" }, { first_name: "Anna", last_name: "Lee" }, { phi: "all" })).toEqual({
      first_name: "A••a",
      last_name: "L•e",
    });
  });

  it("leaves out fields that did not change and keeps clear values short", () => {
    expect(changedFields({ role: "ops" }, { role: "ops" }, { phi: [] })).toEqual({});
    expect(clearValue("x".repeat(100))).toBe(`${"x".repeat(80)}…`);
    expect(clearValue(null)).toBe("(empty)");
  });
});

describe("changes as the audit log shows them", () => {
  it("reads a role change as the role names, old → new", () => {
    const recorded = changedFields({ role: "ops" }, { role: "care_coordinator" }, { phi: [] });
    expect(auditChangeLines(recorded)).toEqual([{ field: "role", text: "Ops → Care coordinator", words: true }]);
    expect(auditChangeLines({ role: "analyst" })).toEqual([{ field: "role", text: "Analyst", words: true }]);
  });

  it("shows a cancel's reason as its text, and flags as yes or no", () => {
    expect(auditChangeLines({ reason: "Patient requested to cancel", notes: "set" })).toEqual([
      { field: "reason", text: "Patient requested to cancel", words: true },
      { field: "notes", text: "set", words: false },
    ]);
    expect(auditChangeLines({ disabled: "false → true" })[0]!.text).toBe("no → yes");
  });

  it("keeps what it has no words for as recorded: older records, unknown roles and fields", () => {
    expect(auditChangeLines({ cancellation_reason_id: "0b0e7a52" })).toEqual([
      { field: "reason id", text: "0b0e7a52", words: false },
    ]);
    expect(auditChangeLines({ role: "ops → auditor" })[0]!.text).toBe("Ops → auditor");
    expect(auditChangeLines({ toString: "x", first_name: "A••a" })).toEqual([
      { field: "toString", text: "x", words: false },
      { field: "first_name", text: "A••a", words: false },
    ]);
    expect(auditChangeLines(null)).toEqual([]);
  });
});
