/*
 * The service-center search as URL state, read the same way by the page (which searches), the
 * form (which writes it) and the "try a larger radius" link. Plain functions with no "use client",
 * so the server page and the browser share them; the search's validation is the form's schema.
 */
import { DEFAULT_PSC_RADIUS, PSC_CAPABILITIES, PSC_RADII } from "@/lib/contract/enums";
import type { PscAreaForm } from "@/lib/console/psc/schemas";

export type PscRadius = (typeof PSC_RADII)[number];
export type PscCapability = (typeof PSC_CAPABILITIES)[number];

/** `zip`, `lab`, `radius`, `cap` (repeated), `account`, `order`, `selected`: names kept short for links. */
export type PscParams = {
  zip: string;
  lab: string;
  radius: PscRadius;
  caps: PscCapability[];
  account: string;
  /** By-order mode when set: the search runs around this order's patient. */
  order: string | null;
  /** The highlighted result, by its id. */
  selected: string | null;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const isRadius = (value: string): value is PscRadius => (PSC_RADII as readonly string[]).includes(value);
const isCapability = (value: string): value is PscCapability => (PSC_CAPABILITIES as readonly string[]).includes(value);

/**
 * Lenient on purpose: a hand-edited link with a bad radius or an unknown capability falls back to
 * the default or drops the value instead of failing the page. ZIP and account are kept as typed so
 * the form can show what is wrong with them.
 */
export function parsePscParams(sp: RawSearchParams): PscParams {
  const radius = first(sp.radius);
  const order = first(sp.order).trim();
  const selected = first(sp.selected).trim();
  return {
    zip: first(sp.zip).trim().slice(0, 20),
    lab: first(sp.lab).trim(),
    radius: isRadius(radius) ? radius : DEFAULT_PSC_RADIUS,
    // Kept in the enum's order, so the same filters always make the same URL.
    caps: PSC_CAPABILITIES.filter((cap) => all(sp.cap).filter(isCapability).includes(cap)),
    account: first(sp.account).trim().slice(0, 64),
    order: order ? order.slice(0, 64) : null,
    selected: selected ? selected.slice(0, 64) : null,
  };
}

/** The link for a search; empty values and the default radius are left out to keep it short. */
export function pscHref(p: Partial<PscParams>): string {
  const q = new URLSearchParams();
  if (p.order) q.set("order", p.order);
  else {
    if (p.zip) q.set("zip", p.zip);
    if (p.lab) q.set("lab", p.lab);
  }
  if (p.radius) q.set("radius", p.radius);
  for (const cap of p.caps ?? []) q.append("cap", cap);
  if (!p.order && p.account) q.set("account", p.account);
  if (p.selected) q.set("selected", p.selected);
  const query = q.toString();
  return query ? `/psc?${query}` : "/psc";
}

/** Whether the URL asks for a search at all (a bare /psc shows only the form). */
export const hasPscSearch = (p: PscParams) => Boolean(p.order || p.zip || p.lab);

/** The radius to suggest when nothing was found; null at the largest. */
export function nextRadius(radius: PscRadius): PscRadius | null {
  const i = PSC_RADII.indexOf(radius);
  return i >= 0 && i < PSC_RADII.length - 1 ? PSC_RADII[i + 1]! : null;
}

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
  isCapability(value) ? CAPABILITY_LABELS[value] : (REAL_CAPABILITY_LABELS[value] ?? value);

/** The URL state as the search form's values. */
export const areaFormValues = (p: PscParams): PscAreaForm => ({
  zip_code: p.zip,
  lab_id: p.lab,
  radius: p.radius,
  capabilities: p.caps,
  lab_account_id: p.account,
});
