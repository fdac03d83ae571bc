import { can, type Permission, type Role } from "@/lib/console/permissions";

/** Which tabs of a user a role sees; pure, so the role matrix is unit-tested. */

export type UserTabSegment = "patient" | "steps" | "connections" | "orders" | "appointments";

export type UserTab = {
  segment: UserTabSegment;
  label: string;
  permission: Permission;
};

/**
 * The tabs under /users/<id>, in display order. The patient tab needs patient.contact.read:
 * every role with patient.read holds it too, and ops see the contact part of the record.
 */
export const USER_TABS: readonly UserTab[] = [
  { segment: "patient", label: "Patient details", permission: "patient.contact.read" },
  { segment: "steps", label: "Steps", permission: "steps.read" },
  { segment: "connections", label: "Connections", permission: "connections.read" },
  { segment: "orders", label: "Orders", permission: "appointments.read" },
  { segment: "appointments", label: "Appointments", permission: "appointments.read" },
];

export function userTab(segment: UserTabSegment): UserTab {
  // The union type makes a miss impossible; the fallback only satisfies noUncheckedIndexedAccess.
  return USER_TABS.find((t) => t.segment === segment) ?? USER_TABS[0]!;
}

/**
 * The tabs a role may open, as links for the user header (the pages guard themselves). `also`
 * names tabs opened to this member for this user beyond their role: the patient tab under
 * emergency (break-glass) access.
 */
export function tabLinksFor(
  role: Role,
  userId: string,
  also: readonly UserTabSegment[] = [],
): { href: string; label: string }[] {
  const base = `/users/${encodeURIComponent(userId)}`;
  return [
    { href: base, label: "Overview" },
    ...USER_TABS.filter((t) => can(role, t.permission) || also.includes(t.segment)).map((t) => ({
      href: `${base}/${t.segment}`,
      label: t.label,
    })),
  ];
}
