import { PSC_CAPABILITY_ALIASES } from "@/lib/contract/enums";

/**
 * The real service spells one capability differently from the documented interface; the embedded service
 * accepts both spellings, the real one only its own, so a filter is sent in the real spelling.
 */
const REAL_CAPABILITY: Record<string, string> = Object.fromEntries(
  Object.entries(PSC_CAPABILITY_ALIASES).map(([real, spec]) => [spec, real]),
);

export const withRealCapabilities = <Q extends { capabilities?: readonly string[] | null }>(q: Q) =>
  q.capabilities ? { ...q, capabilities: q.capabilities.map((c) => REAL_CAPABILITY[c] ?? c) } : q;
