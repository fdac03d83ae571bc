import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  isChangeAction,
  NON_CHANGE_ACTIONS,
  type AuditAction,
} from "@/lib/console/audit/actions";

/**
 * The compiler sees to it that every action written has a name and a classification (code that
 * audits takes an `AuditAction`). What is left to check: the registry reads well, the
 * classification is right where a mistake would hide changes, and rows from before a code was
 * known still show.
 */

// @ts-expect-error: a code outside the registry is not an action code can write.
const unknown: AuditAction = "made.up";

describe("audit actions", () => {
  it("refuses codes outside the registry at compile time (the line above)", () => {
    expect(Object.hasOwn(AUDIT_ACTIONS, unknown)).toBe(false);
  });

  it.each(Object.entries(AUDIT_ACTIONS))("%s is a dotted code with a name of its own", (code, { label }) => {
    // Codes are filter values in links and cells in the CSV: lower case words joined by dots.
    expect(code).toMatch(/^[a-z_]+(?:\.[a-z_]+)+$/);
    expect(label.trim()).not.toBe("");
    expect(auditActionLabel(code)).toBe(label);
  });

  it("lists exactly the reads as non-changes", () => {
    const reads = Object.entries(AUDIT_ACTIONS).filter(([, info]) => info.read);
    expect([...NON_CHANGE_ACTIONS].sort()).toEqual(reads.map(([code]) => code).sort());
    for (const code of NON_CHANGE_ACTIONS) expect(isChangeAction(code)).toBe(false);
  });

  it("counts reads, watching, checking and signing in as reads, and anything that writes as a change", () => {
    for (const code of ["users.list", "appointments.board.watch", "bulk_import.check_users", "auth.sign_in"])
      expect(isChangeAction(code)).toBe(false);
    for (const code of ["staff.create", "staff.set_role", "orders.cancel", "break_glass.open", "results.review"])
      expect(isChangeAction(code)).toBe(true);
  });

  it("shows a code from an older row as sent, and counts it as a change so the filter never hides it", () => {
    expect(auditActionLabel("something.retired")).toBe("something.retired");
    expect(isChangeAction("something.retired")).toBe(true);
    expect(auditActionLabel("staff.set_role")).toBe("Changed a role");
  });
});
