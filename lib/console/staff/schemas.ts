import * as z from "zod";
import { ROLES } from "@/lib/console/permissions";

/**
 * The staff admin forms' schemas, used by the dialogs (zodResolver) and re-checked by the server
 * actions (lib/console/actions/staff.ts). Browser-safe: nothing here imports server code.
 */

import {
  MAX_PASSWORD_LENGTH as STAFF_PASSWORD_MAX_LENGTH,
  MIN_PASSWORD_LENGTH as STAFF_PASSWORD_MIN_LENGTH,
} from "@/lib/console/auth/password-rules";

export { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH };

const role = z.enum(ROLES, { error: "Choose a role." });
const staffId = z.uuid({ error: "Unknown staff member." });

export const createStaffSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { error: "Use at most 254 characters." })
      .pipe(z.email({ error: "Enter an email address such as name@example.org." })),
    name: z
      .string()
      .trim()
      .min(1, { error: "Enter the person's name." })
      .max(100, { error: "Use at most 100 characters." }),
    role,
    /** True: the server generates the password and shows it once; the password field is ignored. */
    generatePassword: z.boolean(),
    // Never trimmed: a password is exactly what was typed.
    password: z
      .string()
      .max(STAFF_PASSWORD_MAX_LENGTH, { error: `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters.` }),
  })
  .superRefine((value, ctx) => {
    if (!value.generatePassword && value.password.length < STAFF_PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters, or let Labdesk generate one.`,
      });
    }
  });

export type CreateStaffInput = z.input<typeof createStaffSchema>;

export const setRoleSchema = z.object({ staffId, role });

/** Disable, enable and reset password only name the staff member. */
export const staffTargetSchema = z.object({ staffId });

export const CREATE_STAFF_DEFAULTS: CreateStaffInput = {
  email: "",
  name: "",
  // The least a role can see (no patient details): a hurried admin never grants more than meant.
  role: "analyst",
  generatePassword: true,
  password: "",
};
