"use client";

import { useMemo } from "react";
import { fromJsonText, type JsonText } from "@/lib/json-text";

/** The value behind a JSON text prop, parsed once per text (the same objects between renders). */
export function useJsonText<T>(text: JsonText<T>): T;
export function useJsonText<T>(text: JsonText<T> | null): T | null;
export function useJsonText<T>(text: JsonText<T> | null): T | null {
  return useMemo(() => (text === null ? null : fromJsonText(text)), [text]);
}
