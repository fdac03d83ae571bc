import { createParser } from "nuqs/server";

/**
 * `2026-05-01`, a real calendar day; anything else is ignored rather than failing the page. The
 * parser does not say whose day it is: the lists read it as a UTC day, the steps pages in a zone.
 */
export const parseAsDay = createParser({
  parse: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
  },
  serialize: String,
});

/** The instant a whole UTC day starts, and the instant the day after it starts. */
export const startOfUtcDay = (day: string) => `${day}T00:00:00.000Z`;
export function startOfNextUtcDay(day: string): string {
  const next = new Date(startOfUtcDay(day));
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
