"use client";

import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/console/permissions";

/** What each role may do, in a line, so the admin picks knowingly (mirrors permissions.ts). */
const ROLE_HINTS: Record<Role, string> = {
  admin: "Everything, including staff, audit log and settings.",
  care_coordinator: "Patient records, links and connections.",
  ops: "Blood draw appointments and patient service centers.",
  analyst: "Users and step charts, without patient details.",
};

/** Unknown roles (from a newer console sharing the store) show as themselves, never blank. */
export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

export function RoleSelect({
  value,
  onChange,
  error,
  label = "Role",
}: {
  value: string;
  onChange: (role: Role) => void;
  error?: string;
  label?: string;
}) {
  const hint = ROLE_HINTS[value as Role];
  return (
    <FormField label={label} required error={error} description={hint}>
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as Role)}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue placeholder="Choose a role" />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
