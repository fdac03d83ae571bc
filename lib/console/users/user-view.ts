import { reveals, type Viewer } from "@/lib/console/field-policy/policy";
import type { ServiceUser } from "@/lib/service/read/users";

/**
 * The shape of a service user that may cross into client components. It is built on the server
 * from the contract's User, and a role that may not read PHI gets a birth date that carries no
 * value at all: masking in the browser would still ship the date in the RSC payload.
 */
export type BirthDateView =
  | { state: "none" }
  | { state: "shown"; value: string }
  /** A value exists but this role may not see it; the value itself never leaves the server. */
  | { state: "masked" };

export type ConnectedSourceView = { name: string; slug: string; logo: string | null; connectedOn: string };

export type UserView = {
  userId: string;
  clientUserId: string;
  createdOn: string;
  connectedSources: ConnectedSourceView[];
  fallbackTimeZone: string | null;
  fallbackBirthDate: BirthDateView;
};

export const BIRTH_DATE_MASK = "••••-••-••";

export type ViewOptions = {
  /** Who the view is for: the field policy decides whether the birth date leaves the server. */
  viewer: Viewer;
  /** Embedded mode: the service's own URLs are served by this very app (see `sameOriginLogo`). */
  embedded: boolean;
};

export function birthDateView(
  birthDate: ServiceUser["fallback_birth_date"] | undefined,
  shown: boolean,
): BirthDateView {
  if (!birthDate?.value) return { state: "none" };
  return shown ? { state: "shown", value: birthDate.value } : { state: "masked" };
}

/**
 * The embedded service builds logo URLs on the origin the console calls it with
 * (http://localhost:PORT), which a browser elsewhere cannot reach and the CSP's img-src 'self'
 * refuses when the console is opened on another host name. The path is served by this app, so
 * keep only the path. A remote service's URLs are left alone.
 */
export function sameOriginLogo(logo: string | null, embedded: boolean): string | null {
  if (!logo || !embedded) return logo;
  try {
    const url = new URL(logo, "http://embedded.invalid");
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

/** Contract User → what a page may hand to the browser for this role. */
export function toUserView(user: ServiceUser, opts: ViewOptions): UserView {
  return {
    userId: user.user_id,
    clientUserId: user.client_user_id,
    createdOn: user.created_on,
    connectedSources: user.connected_sources.map((s) => ({
      name: s.source.name,
      slug: s.source.slug,
      logo: sameOriginLogo(s.source.logo, opts.embedded),
      connectedOn: s.created_on,
    })),
    fallbackTimeZone: user.fallback_time_zone?.id ?? null,
    fallbackBirthDate: birthDateView(user.fallback_birth_date, reveals(opts.viewer, "birth_date", user.user_id)),
  };
}

/** Text for a birth date cell: the date, the mask, or an em dash when there is none. */
export function birthDateText(view: BirthDateView): string {
  if (view.state === "shown") return view.value;
  return view.state === "masked" ? BIRTH_DATE_MASK : "—";
}
