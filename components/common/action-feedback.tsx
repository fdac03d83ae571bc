"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Which form field a server field path belongs to: a list of the form's fields (the paths match
 * them as they are), or a function that maps a path to a field, or to null for none.
 */
type FieldsOf<T extends FieldValues> = readonly Path<T>[] | ((serverPath: string) => Path<T> | null);

/**
 * The one way the server's per-field messages reach a form: each next to its field, the first
 * focused (unless `focus: false`). Returns whether any matched a field, since a field error speaks
 * for itself and anything else needs a banner.
 */
export function applyFieldErrors<T extends FieldValues, TOut = T>(
  form: UseFormReturn<T, unknown, TOut>,
  failure: { fieldErrors?: Record<string, string> } | null,
  fields: FieldsOf<T>,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  const errors = failure?.fieldErrors ?? {};
  // A list keeps the form's order, so the first field on screen is the one focused.
  const found: [Path<T>, string][] =
    typeof fields === "function"
      ? Object.entries(errors).flatMap(([path, message]) => {
          const field = fields(path);
          return field ? [[field, message] as [Path<T>, string]] : [];
        })
      : fields.flatMap((field) => (errors[field] ? [[field, errors[field]] as [Path<T>, string]] : []));
  found.forEach(([field, message], i) =>
    form.setError(field, { type: "server", message }, { shouldFocus: focus && i === 0 }),
  );
  return found.length > 0;
}
