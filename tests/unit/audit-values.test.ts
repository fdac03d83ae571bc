import { describe, expect, it } from "vitest";
import { auditActionLabel, isChangeAction } from "@/lib/console/audit-actions";
import { changedFields, clearValue } from "@/lib/console/audit";

describe("changed values in the audit log", () => {
  it("masks health information and writes the rest as it is", () => {
    expect(changedFields({ role: "ops" }, { role: "care_coordinator" }, { phi: [] })).toEqual({
      role: "care_coordinator",
    });
    expect(changedFields({ disabled: false }, { disabled: true }, { phi: [] })).toEqual({ disabled: "true" });
    expect(changedFields(null, { email: "a@b.test", dob: "1980-01-02" }, { phi: ["dob"] })).toEqual({
      email: "a@b.test",
      dob: "1••••••••2",
    });
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

describe("audit action names", () => {
  it("reads codes as words, shows an unknown code as itself, and tells changes from reads", () => {
    expect(auditActionLabel("staff.set_role")).toBe("Changed a role");
    expect(auditActionLabel("something.new")).toBe("something.new");
    expect(isChangeAction("staff.create")).toBe(true);
    expect(isChangeAction("something.new")).toBe(true);
    expect(isChangeAction("users.list")).toBe(false);
    expect(isChangeAction("auth.sign_in")).toBe(false);
  });
});
