import type { Role } from "@/lib/console/permissions";

/*
 * The demo accounts as plain data. The sign-in page and the browser tests read these, so this
 * file must import nothing at run time: reaching the store from here would load a database
 * driver into the page.
 */

export const DEFAULT_DEMO_PASSWORD = "labdesk-demo-password";

export const DEMO_STAFF: { email: string; name: string; role: Role }[] = [
  { email: "admin@labdesk.local", name: "Ada Admin", role: "admin" },
  { email: "coordinator@labdesk.local", name: "Cora Coordinator", role: "care_coordinator" },
  { email: "ops@labdesk.local", name: "Otis Ops", role: "ops" },
  { email: "analyst@labdesk.local", name: "Ana Analyst", role: "analyst" },
];

const DEMO_EMAILS = new Set(DEMO_STAFF.map((s) => s.email));

/** Whether this (normalised) email is one of the demo accounts'. */
export const isDemoAccount = (email: string) => DEMO_EMAILS.has(email);
