/**
 * Every action the audit log records: the code stored in each row (filters, links and the CSV use
 * it, so codes never change once written), a name for people scanning the log, and whether it only
 * records a read. Code that writes a record names its action by `AuditAction`, so an action without
 * a name or a classification does not compile.
 */

type AuditActionInfo = {
  /** What a reader of the log sees instead of the code. */
  label: string;
  /**
   * True when the action records looking at something, signing in or signing out: nothing
   * changed. The log's "changes only" view leaves these out.
   */
  read: boolean;
};

export const AUDIT_ACTIONS = {
  "api.try": { label: "Tried a read in the API reference", read: true },
  "appointments.availability": { label: "Viewed appointment slots", read: true },
  "appointments.board.view": { label: "Viewed the appointments board", read: true },
  "appointments.board.watch": { label: "Watched the appointments board for changes", read: true },
  "appointments.book": { label: "Booked an appointment", read: false },
  "appointments.cancel": { label: "Cancelled an appointment", read: false },
  "appointments.cancellation_reasons": { label: "Viewed cancellation reasons", read: true },
  "appointments.read": { label: "Viewed appointments", read: true },
  "appointments.reschedule": { label: "Rescheduled an appointment", read: false },
  "appointments.track": { label: "Tracked an order", read: false },
  "audit.export": { label: "Exported the audit log", read: true },
  "audit.read": { label: "Viewed the audit log", read: true },
  "audit.verify": { label: "Verified the audit log", read: true },
  "auth.sign_in": { label: "Signed in", read: true },
  "auth.sign_out": { label: "Signed out", read: true },
  "break_glass.end": { label: "Ended emergency access", read: false },
  "break_glass.open": { label: "Opened emergency access", read: false },
  "break_glass.queue.view": { label: "Viewed the emergency access queue", read: true },
  "break_glass.read": { label: "Read under emergency access", read: true },
  "break_glass.review": { label: "Reviewed an emergency access", read: false },
  "bulk_import.check_users": { label: "Checked an import file's user ids", read: true },
  "bulk_import.ops.list": { label: "Viewed bulk imports", read: true },
  "bulk_import.sample": { label: "Downloaded a sample import file", read: true },
  "bulk_import.submit": { label: "Started a bulk import", read: false },
  "bulk_import.view": { label: "Viewed bulk import", read: true },
  "connections.disconnect": { label: "Disconnected a provider", read: false },
  "connections.read": { label: "Viewed connections", read: true },
  "events.resend": { label: "Asked the service to resend events", read: false },
  "events.view": { label: "Viewed service events", read: true },
  "link.code.create": { label: "Created a link code", read: false },
  "link.create": { label: "Created a connection link", read: false },
  "link.sign_in_token.create": { label: "Created a sign-in token", read: false },
  "link.token.create": { label: "Created a link token", read: false },
  "map.basemap": { label: "Loaded the map", read: true },
  "orders.cancel": { label: "Cancelled an order", read: false },
  "orders.catalogue.search": { label: "Searched the lab test catalogue", read: true },
  "orders.create": { label: "Ordered a lab test", read: false },
  "orders.export": { label: "Exported the orders list", read: true },
  "orders.form.open": { label: "Opened the order form", read: true },
  "orders.list": { label: "Viewed the orders list", read: true },
  "orders.requisition.download": { label: "Downloaded a requisition", read: true },
  "orders.results.download": { label: "Downloaded results", read: true },
  "orders.results.view": { label: "Viewed results", read: true },
  "orders.view": { label: "Viewed an order", read: true },
  "patient.read": { label: "Viewed patient details", read: true },
  "patient.reveal": { label: "Revealed patient details", read: true },
  "patient.update": { label: "Updated patient details", read: false },
  "preferences.time_zone": { label: "Changed their time zone", read: false },
  "preferences.view": { label: "Viewed their preferences", read: true },
  "providers.list": { label: "Viewed providers", read: true },
  "providers.logo": { label: "Loaded a provider logo", read: true },
  "psc.search": { label: "Searched service centers", read: true },
  "psc.search.order": { label: "Searched centers for an order", read: true },
  "results.queue.view": { label: "Viewed the results to review", read: true },
  "results.review": { label: "Reviewed a lab result", read: false },
  "settings.read": { label: "Viewed settings", read: true },
  "staff.create": { label: "Added a staff member", read: false },
  "staff.disable": { label: "Disabled a staff member", read: false },
  "staff.enable": { label: "Enabled a staff member", read: false },
  "staff.list": { label: "Viewed staff", read: true },
  "staff.reset_password": { label: "Reset a password", read: false },
  "staff.set_role": { label: "Changed a role", read: false },
  "staff.unlock": { label: "Unlocked sign-in", read: false },
  "steps.compare.view": { label: "Viewed steps (compare)", read: true },
  "steps.export": { label: "Exported steps", read: true },
  "users.appointments.view": { label: "Viewed a user's appointments", read: true },
  "users.connections.view": { label: "Viewed a user's connections", read: true },
  "users.create": { label: "Created a user", read: false },
  "users.list": { label: "Viewed the user list", read: true },
  "users.lookup": { label: "Looked up a user", read: true },
  "users.name.view": { label: "Viewed a user's name", read: true },
  "users.orders.view": { label: "Viewed a user's orders", read: true },
  "users.patient.view": { label: "Viewed a patient", read: true },
  "users.read": { label: "Viewed a user", read: true },
  "users.search": { label: "Searched users", read: true },
  "users.steps.view": { label: "Viewed a user's steps", read: true },
  "users.view": { label: "Viewed a user", read: true },
} as const satisfies Record<string, AuditActionInfo>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

const isKnown = (code: string): code is AuditAction => Object.hasOwn(AUDIT_ACTIONS, code);

/** The codes that record no change, for the store's "changes only" filter. */
export const NON_CHANGE_ACTIONS: readonly AuditAction[] = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter(
  (code) => AUDIT_ACTIONS[code].read,
);

/**
 * A readable name for a code. Rows are read back long after they were written, so a code this
 * registry no longer (or never) knew shows as itself rather than disappearing.
 */
export const auditActionLabel = (code: string): string => (isKnown(code) ? AUDIT_ACTIONS[code].label : code);

/** A code not known to be a read counts as a change: the log errs on showing too much. */
export const isChangeAction = (code: string): boolean => !(isKnown(code) && AUDIT_ACTIONS[code].read);
