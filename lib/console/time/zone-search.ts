/**
 * Finding a time zone the way people name one: by city ("New York"), country ("Sweden"), common
 * name ("Eastern", "Central European") or abbreviation ("EST", "CET", "IST"), not only by its IANA
 * id. Everything comes from the browser's own Intl data (CLDR): the zone list, each zone's names
 * in winter and summer, its current offset, and (where the browser offers it) which countries use
 * it. Pure apart from Intl, so it runs in the browser and in unit tests alike.
 */

export type ZoneEntry = {
  id: string;
  /** "New York", from the id's last part. */
  city: string;
  /** "Eastern Time", "Central European Time", "India Standard Time": the name shown beside the id. */
  name: string;
  /** Minutes east of UTC now. */
  offsetMinutes: number;
  /** Lower-case words a query may start with: city, region, names, countries. */
  words: string[];
  /** Lower-case names a query may equal or start: "eastern time", "sweden", "new york". */
  phrases: string[];
  /** Upper-case abbreviations: EST, EDT, ET, CET, CEST. */
  abbreviations: string[];
};

/**
 * Zones most teams mean when a name fits several (EST fits Detroit and Toronto too): listed first
 * among equally good matches. A ranking hint only; every zone stays findable.
 */
const COMMON_ZONES = [
  "UTC",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Athens",
  "Asia/Kolkata",
  "Asia/Calcutta",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Sydney",
  "America/Toronto",
  "America/Mexico_City",
  "America/Sao_Paulo",
];
const COMMON = new Map(COMMON_ZONES.map((id, i) => [id, i]));

/** Cities renamed since their zone was named: either name finds the zone. */
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Kolkata",
  "Asia/Kolkata": "Calcutta",
  "Europe/Kiev": "Kyiv",
  "Europe/Kyiv": "Kiev",
  "Asia/Saigon": "Ho Chi Minh",
  "Asia/Ho_Chi_Minh": "Saigon",
  "Asia/Katmandu": "Kathmandu",
  "Asia/Rangoon": "Yangon",
  "America/Godthab": "Nuuk",
  "Atlantic/Faeroe": "Faroe",
  "Pacific/Ponape": "Pohnpei",
  "Pacific/Truk": "Chuuk",
};

const WINTER = Date.UTC(2025, 0, 15);
const SUMMER = Date.UTC(2025, 6, 15);

type NameStyle = "long" | "short" | "longGeneric" | "shortGeneric" | "shortOffset";

/** A zone's name in one style at given instants; one formatter per style (building one is the costly part). */
function zoneNames(zone: string, style: NameStyle, ...at: number[]): string[] {
  try {
    const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style });
    return at.map((t) => format.formatToParts(t).find((p) => p.type === "timeZoneName")?.value ?? "");
  } catch {
    return at.map(() => "");
  }
}

/** "GMT-5", "GMT+5:30", "GMT" → minutes east of UTC. */
export function offsetFromGmt(text: string): number {
  const m = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m || !m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" ? -minutes : minutes;
}

/** "UTC−05:00", "UTC+05:30", "UTC±00:00": the sign as a real minus, for reading. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "UTC±00:00";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${minutes < 0 ? "−" : "+"}${hh}:${mm}`;
}

/** Initials of a name, dropping "Standard" too: "Central European Time" → CET, "Eastern Standard Time" → EST and ET. */
function initials(name: string): string[] {
  if (/^GMT|^UTC|^Coordinated/.test(name)) return [];
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  const all = words.map((w) => w[0]!.toUpperCase()).join("");
  const noStandard = words
    .filter((w) => w !== "Standard")
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return [...new Set([all, noStandard])];
}

const isAbbreviation = (text: string) => /^[A-Z]{2,5}$/.test(text);
const lower = (texts: readonly string[]) => [...new Set(texts.map((t) => t.toLowerCase()).filter(Boolean))];
const wordsOf = (texts: readonly string[]) => lower(texts.flatMap((t) => t.split(/[\s/()_,-]+/)));
/** "Sweden Time" → "sweden": the place a generic name stands for. */
const place = (name: string) => name.replace(/\s+Time$/, "");

/** One zone's searchable names, as this runtime's Intl knows them. */
export function zoneEntry(id: string, now: number, countries: readonly string[] = []): ZoneEntry {
  const segments = id.split("/");
  const city = (segments.at(-1) ?? id).replaceAll("_", " ");
  const region = segments.length > 1 ? segments[0]! : "";
  const longNames = zoneNames(id, "long", WINTER, SUMMER);
  const [generic = ""] = zoneNames(id, "longGeneric", now);
  const [shortGeneric = ""] = zoneNames(id, "shortGeneric", now);
  const shorts = [...zoneNames(id, "short", WINTER, SUMMER), shortGeneric];
  const offsetMinutes = id === "UTC" ? 0 : offsetFromGmt(zoneNames(id, "shortOffset", now)[0] ?? "");
  const name = id === "UTC" ? "Coordinated Universal Time" : generic || longNames[0]!;
  const renamed = RENAMED[id];
  const abbreviations = [
    ...new Set([...shorts.filter(isAbbreviation), ...longNames.flatMap(initials), ...initials(generic)]),
  ];
  // Abbreviations are matched as such (EST is not "a place called EST"), so they are no phrase.
  const phrases = lower(
    [city, renamed ?? "", ...longNames, generic, place(generic), place(shortGeneric), ...countries].filter(
      (p) => !isAbbreviation(p),
    ),
  );
  return {
    id,
    city,
    name,
    offsetMinutes,
    words: wordsOf([...phrases, region, id]),
    phrases,
    abbreviations,
  };
}

/**
 * The countries each zone is used in, from Intl.Locale's time zone lists (Chromium, Safari);
 * nothing where the browser has none (Firefox), where "Sweden Time" style names still find most.
 * Region codes are tried by first letter (`letters`), so a caller can spread the work out.
 */
export function addZoneCountries(into: Map<string, string[]>, letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  if (typeof Intl.DisplayNames !== "function" || typeof Intl.Locale !== "function") return into;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (const a of letters) {
    for (let b = 65; b <= 90; b++) {
      const code = `${a}${String.fromCharCode(b)}`;
      const country = names.of(code);
      if (!country) continue;
      const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
        getTimeZones?: () => string[] | undefined;
        timeZones?: string[];
      };
      const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
      for (const zone of zones) into.set(zone, [...(into.get(zone) ?? []), country]);
    }
  }
  return into;
}

/** "UTC" first (the runtime's list may omit it), then every zone this runtime knows. */
export function listedZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...listed.filter((zone) => zone !== "UTC")];
}

export function buildZoneIndex(now = Date.now(), zones = listedZones()): ZoneEntry[] {
  const countries = addZoneCountries(new Map());
  return zones.map((id) => zoneEntry(id, now, countries.get(id)));
}

/** How well one entry answers a query; lower is better, null is no match. */
function rank(entry: ZoneEntry, query: string): number | null {
  const q = query.toLowerCase();
  const compact = q.replace(/[\s_]+/g, " ");
  if (entry.id.toLowerCase() === q) return 0;
  if (entry.phrases.some((p) => p === compact)) return 1;
  if (/^[a-z]{2,5}$/i.test(query) && entry.abbreviations.includes(query.toUpperCase())) return 2;
  if (entry.city.toLowerCase().startsWith(compact)) return 3;
  if (entry.phrases.some((p) => p.startsWith(compact))) return 4;
  const terms = compact.split(" ").filter(Boolean);
  if (terms.every((t) => entry.words.some((w) => w.startsWith(t)))) return 5;
  if (entry.id.toLowerCase().replaceAll("_", " ").includes(compact)) return 6;
  return null;
}

/** The zones matching a query, best first; an empty query lists them all in their order. */
export function searchZones(index: readonly ZoneEntry[], query: string): ZoneEntry[] {
  const q = query.trim();
  if (!q) return [...index];
  const scored: { entry: ZoneEntry; score: number }[] = [];
  for (const entry of index) {
    const score = rank(entry, q);
    if (score !== null) scored.push({ entry, score });
  }
  const common = (e: ZoneEntry) => COMMON.get(e.id) ?? COMMON_ZONES.length;
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        common(a.entry) - common(b.entry) ||
        a.entry.id.split("/").length - b.entry.id.split("/").length ||
        a.entry.id.localeCompare(b.entry.id),
    )
    .map((s) => s.entry);
}
