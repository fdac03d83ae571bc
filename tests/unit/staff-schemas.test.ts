import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH } from "@/lib/console/auth/passwords";
import { generatePassword } from "@/lib/console/staff/generate-password";
import { SELF_REFUSALS, selfChangeRefusal, staffStatus } from "@/lib/console/staff/rules";
import {
  CREATE_STAFF_DEFAULTS,
  STAFF_PASSWORD_MIN_LENGTH,
  createStaffSchema,
  setRoleSchema,
  staffTargetSchema,
} from "@/lib/console/staff/schemas";

const ID = "0b6f3c1e-2d4a-4b8e-9f10-123456789abc";
const valid = { ...CREATE_STAFF_DEFAULTS, email: "  Nurse@Clinic.ORG ", name: " Nora Nurse ", role: "ops" as const };

/** First message per field, as the guard's fieldErrorsOf hands them to the form (importing the guard would pull in Auth.js). */
function errorsOf(input: unknown): Record<string, string> {
  const result = createStaffSchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("create staff schema", () => {
  it("keeps the browser's copy of the minimum password length equal to the server's", () => {
    expect(STAFF_PASSWORD_MIN_LENGTH).toBe(MIN_PASSWORD_LENGTH);
  });

  it("normalises email and name, and needs no password when one is generated", () => {
    expect(createStaffSchema.parse(valid)).toEqual({
      email: "nurse@clinic.org",
      name: "Nora Nurse",
      role: "ops",
      generatePassword: true,
      password: "",
    });
  });

  it("requires a password of the minimum length when the admin sets it, kept exactly as typed", () => {
    const short = "x".repeat(STAFF_PASSWORD_MIN_LENGTH - 1);
    expect(errorsOf({ ...valid, generatePassword: false, password: short }).password).toMatch(/at least 12 characters/);
    const spaced = ` ${"y".repeat(STAFF_PASSWORD_MIN_LENGTH)} `;
    expect(createStaffSchema.parse({ ...valid, generatePassword: false, password: spaced }).password).toBe(spaced);
    expect(errorsOf({ ...valid, generatePassword: false, password: "z".repeat(201) }).password).toMatch(/at most 200/);
  });

  it("reports every bad field at once, with a message next to each", () => {
    const errors = errorsOf({ email: "not-an-email", name: "   ", role: "ops", generatePassword: false, password: "" });
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "password"]);
    expect(errors.email).toMatch(/email address/);
    expect(errors.name).toBe("Enter the person's name.");
    expect(errorsOf({ ...valid, role: "superuser" }).role).toBe("Choose a role.");
  });

  it("refuses input that is not the form's shape", () => {
    expect(createStaffSchema.safeParse(null).success).toBe(false);
    expect(createStaffSchema.safeParse({ ...valid, generatePassword: "yes" }).success).toBe(false);
  });
});

describe("row action schemas", () => {
  it("take a staff id (a UUID) and, for a role change, a known role", () => {
    expect(setRoleSchema.parse({ staffId: ID, role: "analyst" })).toEqual({ staffId: ID, role: "analyst" });
    expect(setRoleSchema.safeParse({ staffId: ID, role: "root" }).success).toBe(false);
    expect(staffTargetSchema.safeParse({ staffId: "1 OR 1=1" }).success).toBe(false);
    expect(staffTargetSchema.parse({ staffId: ID, extra: "dropped" })).toEqual({ staffId: ID });
  });
});

describe("own-account rules", () => {
  it("refuse disabling oneself, leaving the admin role and resetting one's own password", () => {
    expect(selfChangeRefusal("me", "me", { kind: "disable" })).toBe(SELF_REFUSALS.disable);
    expect(selfChangeRefusal("me", "me", { kind: "set_role", role: "ops" })).toBe(SELF_REFUSALS.set_role);
    expect(selfChangeRefusal("me", "me", { kind: "set_role", role: "admin" })).toBeNull();
    expect(selfChangeRefusal("me", "me", { kind: "reset_password" })).toBe(SELF_REFUSALS.reset_password);
  });

  it("allow all of it on someone else's account", () => {
    for (const change of [
      { kind: "disable" },
      { kind: "set_role", role: "ops" },
      { kind: "reset_password" },
    ] as const) {
      expect(selfChangeRefusal("me", "them", change)).toBeNull();
    }
  });
});

describe("staff status", () => {
  const until = new Date("2026-05-01T10:10:00Z");
  it("is disabled before locked before active", () => {
    expect(staffStatus({ disabled: true }, until)).toBe("disabled");
    expect(staffStatus({ disabled: false }, until)).toBe("locked");
    expect(staffStatus({ disabled: false }, null)).toBe("active");
  });
});

describe("generated passwords", () => {
  it("are long enough, readable and different every time", () => {
    const seen = new Set(Array.from({ length: 200 }, generatePassword));
    expect(seen.size).toBe(200);
    for (const password of seen) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){4}$/);
      expect(password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
      expect(createStaffSchema.safeParse({ ...valid, generatePassword: false, password }).success).toBe(true);
    }
  });
});
