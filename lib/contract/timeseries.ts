import { dateTime, uuid } from "./common";
import * as z from "zod";
import "./z";

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses a timeseries bound: a bare date means the start (00:00:00) or the end (23:59:59) of that
 * UTC day; a date-time without an offset is UTC. Returns epoch seconds, or null when malformed.
 */
export function parseTimeBound(value: string, edge: "start" | "end"): number | null {
  let iso: string;
  if (BARE_DATE.test(value)) iso = `${value}T${edge === "start" ? "00:00:00" : "23:59:59"}Z`;
  else if (DATE_TIME.test(value)) iso = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  else return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2024-02-30 over to March; a real calendar date must round-trip.
  if (new Date(ms).toISOString().slice(0, 10) !== iso.slice(0, 10) && /Z$/i.test(iso)) return null;
  return Math.floor(ms / 1000);
}

const bound = (edge: "start" | "end") =>
  z.string().refine((v) => parseTimeBound(v, edge) !== null, {
    message: "Use YYYY-MM-DD or an ISO 8601 date-time",
  });

export const groupedStepsQuery = z
  .object({
    start_date: bound("start").openapi({ description: "YYYY-MM-DD (00:00:00) or ISO date-time" }),
    end_date: bound("end").nullable().optional().openapi({ description: "YYYY-MM-DD (23:59:59) or ISO date-time" }),
    provider: z.string().default("").openapi({ description: "Provider slug filter; empty for all" }),
    next_cursor: z.string().nullable().optional(),
    cursor: z
      .string()
      .nullable()
      .optional()
      .openapi({ deprecated: true, description: "Deprecated alias of next_cursor" }),
  })
  .superRefine((q, ctx) => {
    if (!q.end_date) return;
    const start = parseTimeBound(q.start_date, "start");
    const end = parseTimeBound(q.end_date, "end");
    if (start !== null && end !== null && end < start) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "end_date must not be before start_date" });
    }
  });

/** The documented interface lists start, end, unit and value; the real service adds timestamp, timezone_offset, type and id. */
export const sample = z
  .object({
    start: dateTime,
    end: dateTime,
    unit: z.string(),
    value: z.number(),
    timestamp: dateTime.optional(),
    timezone_offset: z.number().int().nullable().optional().openapi({ description: "Seconds east of UTC" }),
    type: z.string().nullable().optional(),
    id: z.number().int().nullable().optional(),
  })
  .openapi("TimeseriesSample");

export const groupedEntry = z
  .object({ data: z.array(sample), source: z.object({ provider: z.string(), type: z.string() }) })
  .openapi("GroupedTimeseriesEntry");

export const groupedTimeseries = z
  .object({
    groups: z.record(z.string(), z.array(groupedEntry)),
    next_cursor: z.string().nullable(),
    next: z.string().nullable().optional().openapi({ deprecated: true }),
  })
  .openapi("GroupedTimeseriesResponse");
export type GroupedTimeseries = z.infer<typeof groupedTimeseries>;

export const timeseriesUserParam = z.object({ user_id: uuid.openapi({ param: { name: "user_id", in: "path" } }) });
