/*
 * The appointments board's search params: the table's page, size and sort, the filters and the
 * time zone the times are read in, so a view of the board can be linked and reloaded. From
 * "nuqs/server" because that entry carries no "use client"; the parsers work in the browser too.
 */
import {
  createSerializer,
  parseAsArrayOf,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from "nuqs/server";
import { ZONE_CHOICES } from "@/lib/console/appointments/board-view";
import { parseAsUtcDay } from "./day-param";
import { createTableParsers } from "./table-params";

export const boardFilterParsers = {
  /** Merged status keys (merged-status.ts); an unknown value still filters on that raw status. */
  status: parseAsArrayOf(parseAsString).withDefault([]),
  provider: parseAsArrayOf(parseAsString).withDefault([]),
  /** First and last start day, inclusive; one day is from = to. */
  from: parseAsUtcDay,
  to: parseAsUtcDay,
};

export const boardZoneParser = parseAsStringLiteral(ZONE_CHOICES).withDefault("patient");

export const boardParsers = { ...createTableParsers(), ...boardFilterParsers, tz: boardZoneParser };
export type BoardParams = inferParserType<typeof boardParsers>;

/** Links to a view of the board, e.g. `serializeBoardParams("/appointments", { status: ["confirmed"] })`. */
export const serializeBoardParams = createSerializer(boardParsers);
