import { PSC_CAPABILITIES } from "@/lib/contract/enums";
import type { PscCapability } from "@/lib/console/psc/params";

/*
 * The search's capability names as a person reads them. Apart from the URL state (psc-params.ts)
 * because the form's checkboxes and the results' badges need them up front, and that module brings
 * a second copy of nuqs with it.
 */

export const isPscCapability = (value: string): value is PscCapability =>
  (PSC_CAPABILITIES as readonly string[]).includes(value);

export const CAPABILITY_LABELS: Record<PscCapability, string> = {
  stat: "STAT",
  appointment_scheduling_via_service: "Appointments via the service",
  appointment_scheduling_with_lab: "Appointments with the lab",
};

/** The real service's spelling of "appointments via the service" gets the same label. */
const REAL_CAPABILITY_LABELS: Record<string, string> = {
  appointment_scheduling_via_junction: CAPABILITY_LABELS.appointment_scheduling_via_service,
};

/** A label for any capability the service sends; unknown values are shown as they are. */
export const capabilityLabel = (value: string) =>
  isPscCapability(value) ? CAPABILITY_LABELS[value] : (REAL_CAPABILITY_LABELS[value] ?? value);
