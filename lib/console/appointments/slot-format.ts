/**
 * Slot times as people read them: the patient's wall clock (the address's zone) first, the
 * viewer's beside it when that is another zone, e.g.
 * "09:00–10:00 EST · 15:00–16:00 your time (CET)". Shared by server and client components, with an
 * explicit locale and zone so server render and hydration agree. Pure, unit-tested.
 */
type Parts = { weekday: string; day: string; time: string; zone: string };

const cache = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(locale: string, timeZone: string): Intl.DateTimeFormat | null {
  const key = `${locale}|${timeZone}`;
  if (!cache.has(key)) {
    let f: Intl.DateTimeFormat | null = null;
    try {
      f = new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: "short",
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZoneName: "short",
      });
    } catch {
      f = null;
    }
    cache.set(key, f);
  }
  return cache.get(key)!;
}

/** A zone the runtime knows, else UTC: a slot is never hidden because of an odd zone name. */
export const knownZone = (zone: string | null | undefined) => (zone && formatterFor("en-US", zone) ? zone : "Etc/UTC");

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? "";

function partsOf(iso: string, zone: string): Parts {
  const date = new Date(iso);
  const tz = knownZone(zone);
  const us = formatterFor("en-US", tz)!.formatToParts(date);
  // US English names American zones (EST) but writes European ones as "GMT+1"; British English
  // has the European abbreviations (CET). The offset form stays when neither has a name.
  let abbreviation = part(us, "timeZoneName");
  if (/^GMT[+-]/.test(abbreviation)) {
    const gb = part(formatterFor("en-GB", tz)!.formatToParts(date), "timeZoneName");
    if (gb && !/^GMT[+-]/.test(gb)) abbreviation = gb;
  }
  return {
    weekday: part(us, "weekday"),
    day: `${part(us, "month")} ${part(us, "day")}`,
    time: `${part(us, "hour")}:${part(us, "minute")}`,
    zone: abbreviation,
  };
}

/** "09:00–10:00 EST" in the given zone. */
export function slotRange(start: string, end: string, zone: string): string {
  const a = partsOf(start, zone);
  return `${a.time}–${partsOf(end, zone).time} ${a.zone}`;
}

export type SlotLabel = { patient: string; viewer: string | null; text: string };

/**
 * The slot in the patient's zone and, when the viewer's zone shows other times, in the viewer's
 * ("your time"); the viewer's weekday is added when the slot falls on another day there.
 */
export function slotLabel(
  slot: { start: string; end: string },
  patientZone: string | null,
  viewerZone: string | null,
): SlotLabel {
  const zone = knownZone(patientZone);
  const patient = slotRange(slot.start, slot.end, zone);
  let viewer: string | null = null;
  if (viewerZone) {
    const mine = slotRange(slot.start, slot.end, knownZone(viewerZone));
    if (mine !== patient) {
      const theirs = partsOf(slot.start, zone);
      const local = partsOf(slot.start, knownZone(viewerZone));
      const [times, abbreviation] = [mine.slice(0, mine.lastIndexOf(" ")), local.zone];
      const day = local.day !== theirs.day ? `${local.weekday} ` : "";
      viewer = `${day}${times} your time (${abbreviation})`;
    }
  }
  return { patient, viewer, text: viewer ? `${patient} · ${viewer}` : patient };
}

/** "Mon, Mar 2" for a calendar day (YYYY-MM-DD) as the availability answer names it. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  const p = partsOf(new Date(Date.UTC(y, m - 1, d, 12)).toISOString(), "Etc/UTC");
  return `${p.weekday}, ${p.day}`;
}

/** "Mon, Mar 2, 09:00–10:00 EST": a booked or offered slot named in one line, in the patient's zone. */
export function slotMoment(start: string | null, end: string | null, zone: string | null): string {
  if (!start) return "no time yet";
  const tz = knownZone(zone);
  const p = partsOf(start, tz);
  const range = end ? slotRange(start, end, tz) : `${p.time} ${p.zone}`;
  return `${p.weekday}, ${p.day}, ${range}`;
}
