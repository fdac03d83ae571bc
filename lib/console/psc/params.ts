/*
 * The service-center search as URL state, read the same way by the page (which searches), the
 * form (which writes it) and the "try a larger radius" link. From "nuqs/server" because that entry
 * carries no "use client", so the server page and the browser share the parsers; the search's
 * validation is the form's schema. That entry is a second copy of nuqs beside the one the page's
 * hooks load, so client components import this module only lazily (the form, when it submits);
 * what they need up front lives in nuqs-free modules (capability-labels.ts, area-form-values.ts).
 */
import {
  createLoader,
  createMultiParser,
  createParser,
  createSerializer,
  parseAsStringLiteral,
  type inferParserType,
} from "nuqs/server";
import { DEFAULT_PSC_RADIUS, PSC_CAPABILITIES, PSC_RADII } from "@/lib/contract/enums";
import { isPscCapability } from "@/lib/console/psc/capability-labels";

export type PscRadius = (typeof PSC_RADII)[number];
export type PscCapability = (typeof PSC_CAPABILITIES)[number];

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** Text as typed but trimmed and cut to a length worth searching for ("" when absent). */
const parseAsTrimmed = (max: number) =>
  createParser({ parse: (value) => value.trim().slice(0, max), serialize: String }).withDefault("");
/** An id: trimmed and cut, null when absent or blank. */
const parseAsId = createParser({ parse: (value) => value.trim().slice(0, 64) || null, serialize: String });

/** `cap` repeated; unknown values dropped, and kept in the enum's order so the same filters make the same URL. */
const parseAsCapabilities = createMultiParser<PscCapability[]>({
  parse: (values) => PSC_CAPABILITIES.filter((cap) => values.filter(isPscCapability).includes(cap)),
  serialize: (caps) => caps,
  eq: (a, b) => a.join() === b.join(),
}).withDefault([]);

/**
 * `zip`, `lab`, `radius`, `cap` (repeated), `account`, `order`, `selected`: names kept short for
 * links, in the order a link lists them. Lenient on purpose: a hand-edited link with a bad radius
 * or an unknown capability falls back to the default or drops the value instead of failing the
 * page. ZIP and account are kept as typed so the form can show what is wrong with them.
 */
const pscParsers = {
  /** By-order mode when set: the search runs around this order's patient. */
  order: parseAsId,
  zip: parseAsTrimmed(20),
  lab: parseAsTrimmed(Infinity),
  // A link names its radius even when it is the default one.
  radius: parseAsStringLiteral(PSC_RADII).withDefault(DEFAULT_PSC_RADIUS).withOptions({ clearOnDefault: false }),
  caps: parseAsCapabilities,
  account: parseAsTrimmed(64),
  /** The highlighted result, by its id. */
  selected: parseAsId,
};

export type PscParams = inferParserType<typeof pscParsers>;

const loadPscParams = createLoader(pscParsers, { urlKeys: { caps: "cap" } });
const serializePscParams = createSerializer(pscParsers, { urlKeys: { caps: "cap" } });

export const parsePscParams = (sp: RawSearchParams): PscParams => loadPscParams(sp);

/** The link for a search; empty values are left out to keep it short, and by order the area too. */
export function pscHref(p: Partial<PscParams>): string {
  const byOrder = !!p.order;
  return serializePscParams("/psc", {
    ...p,
    order: p.order || null,
    zip: byOrder ? null : p.zip,
    lab: byOrder ? null : p.lab,
    account: byOrder ? null : p.account,
    selected: p.selected || null,
  });
}

/** Whether the URL asks for a search at all (a bare /psc shows only the form). */
export const hasPscSearch = (p: PscParams) => Boolean(p.order || p.zip || p.lab);

/** The radius to suggest when nothing was found; null at the largest. */
export function nextRadius(radius: PscRadius): PscRadius | null {
  const i = PSC_RADII.indexOf(radius);
  return i >= 0 && i < PSC_RADII.length - 1 ? PSC_RADII[i + 1]! : null;
}
