import type { FieldValues, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod";

/**
 * `zodResolver(schema)` for a form shown as the page loads, with the schema module fetched when
 * the form first validates (a field is left, or the form is sent) instead of with the page. The
 * schema is still the one the action re-checks; zod (~30 KB gzip) just stays out of the page's
 * first-load JavaScript. Forms opened later (dialogs, editors) are loaded whole instead.
 *
 *   const resolver = lazyZodResolver<Input, Output>(() => import("./schemas").then((m) => m.schema));
 *   useForm<Input, unknown, Output>({ resolver });   // resolver made once, at module level
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => zodResolver(schema));
    return (await resolver)(values, context, options);
  };
}
