/**
 * Who may do what: the one permission table. The guard checks it for every action, route handler
 * and page; navigation only mirrors it.
 */
export const ROLES = ["admin", "care_coordinator", "ops", "analyst"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  care_coordinator: "Care coordinator",
  ops: "Ops",
  analyst: "Analyst",
};

const PERMISSIONS = {
  "users.read": ["admin", "care_coordinator", "ops", "analyst"],
  "users.create": ["admin", "care_coordinator"],
  /** Names, DOB, contact and address: the full patient record. */
  "patient.read": ["admin", "care_coordinator"],
  /** Ops see only what a blood draw needs: address and phone. */
  "patient.contact.read": ["admin", "care_coordinator", "ops"],
  "patient.write": ["admin", "care_coordinator"],
  "steps.read": ["admin", "care_coordinator", "analyst"],
  /** Care coordinators also tell patients where to walk in for a draw; no PHI involved. */
  "psc.search": ["admin", "care_coordinator", "ops"],
  "appointments.read": ["admin", "care_coordinator", "ops"],
  /**
   * Booking the draw of an at-home order that has none (its slots, then the booking): ops, who run
   * the draws, and care coordinators, who go straight on from ordering a test to booking its draw.
   * Moving or cancelling a booked draw stays with appointments.book.
   */
  "appointments.schedule": ["admin", "care_coordinator", "ops"],
  "appointments.book": ["admin", "ops"],
  /**
   * The team's orders in one list, and its CSV export: the roles that follow orders (coordinators
   * order them, ops run their draws and logistics). Names in it follow the field policy.
   */
  "orders.read": ["admin", "care_coordinator", "ops"],
  /**
   * Calling off an order (and with it any booked draw). Ops run the orders' logistics; care
   * coordinators may not change appointments, and a cancelled order cancels its appointment.
   */
  "orders.cancel": ["admin", "ops"],
  /**
   * Ordering a lab test for a user. The order form shows and sends the patient's whole record (what
   * the requisition prints), so only the roles that read it.
   */
  "orders.create": ["admin", "care_coordinator"],
  /**
   * The queue of lab results that arrived, critical first, and marking one reviewed: the roles
   * that read results and act on them (call the patient, arrange a redraw).
   */
  "results.review": ["admin", "care_coordinator"],
  "link.create": ["admin", "care_coordinator"],
  "connections.read": ["admin", "care_coordinator"],
  "bulk_import.manage": ["admin"],
  "staff.manage": ["admin"],
  "audit.read": ["admin"],
  "settings.read": ["admin"],
  /** The service's events as received (deliveries, failures, the last of each type), and asking for a resend. */
  "events.manage": ["admin"],
  /**
   * Emergency ("break-glass") access to one patient's details for a while, with a reason: for the
   * roles whose own permissions hide them. Admins and care coordinators see them anyway.
   */
  "break_glass.open": ["ops", "analyst"],
  /** The review queue of emergency accesses, each marked reviewed by an admin. */
  "break_glass.review": ["admin"],
  /** Each member's own preferences (the time zone they read times in): everyone, for themselves only. */
  "preferences.write": ["admin", "care_coordinator", "ops", "analyst"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
