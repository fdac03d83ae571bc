import { createParser } from "nuqs/server";

/**
 * `2026-05-01`, a real calendar day; anything else is ignored rather than failing the page. The
 * parser does not say whose day it is: the lists read it in the viewer's zone, the steps pages in theirs.
 */
export const parseAsDay = createParser({
  parse: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
  },
  serialize: String,
});
