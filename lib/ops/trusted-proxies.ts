import proxyaddr from "proxy-addr";

/**
 * TRUSTED_PROXIES, parsed: which hops in front of the console may say who the client is. A number
 * counts hops from the console outwards ("1": one reverse proxy); anything else is a comma list of
 * addresses or CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal), matched by
 * proxy-addr, the library Express uses for the same job.
 */
export type TrustedProxies = {
  /** What was configured, for a start-up line. */
  readonly description: string;
  /** proxy-addr's trust function: is the hop at `address`, `index` hops away, a proxy we believe? */
  readonly trust: (address: string, index: number) => boolean;
};

const MAX_HOPS = 32;

/** Throws one short sentence on a value that is neither a hop count nor a list of addresses. */
export function parseTrustedProxies(raw: string): TrustedProxies {
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`a hop count must be at most ${MAX_HOPS}`);
    return { description: `${hops} hop(s)`, trust: (_address, index) => index < hops };
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("must be a hop count or a comma list of addresses/CIDRs");
  try {
    return { description: entries.join(", "), trust: proxyaddr.compile(entries) };
  } catch (error) {
    throw new Error(`must be a hop count or a comma list of addresses/CIDRs (${(error as Error).message})`);
  }
}
