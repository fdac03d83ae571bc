import type { groupedTimeseries } from "@/lib/contract/timeseries";
import * as z from "zod";
import { optionalField, readsAnswer } from "./common";

/**
 * Grouped steps as the console reads them. The real service's samples also carry `timestamp`,
 * `timezone_offset`, `type` and `id`, and its source may carry more than `provider` and `type`;
 * the view keeps what the pages use. Pages hold up to 10,000 samples, so a sample is read with
 * plain checks (no catch or transform per sample): start, end and value are needed, unit is not.
 */

const sampleReader = z.object({
  start: z.string(),
  end: z.string(),
  unit: z.string().optional(),
  value: z.number(),
});

const entryReader = z.object({
  data: z.array(sampleReader),
  source: z.object({ provider: z.string(), type: optionalField(z.string()) }).transform((s) => ({
    provider: s.provider,
    type: s.type ?? "unknown",
  })),
});

export const groupedStepsReader = readsAnswer<typeof groupedTimeseries>()(
  z.object({
    groups: z.record(z.string(), z.array(entryReader)),
    next_cursor: optionalField(z.string()),
    next: optionalField(z.string()),
  }),
);
export type GroupedStepsView = z.output<typeof groupedStepsReader>;
