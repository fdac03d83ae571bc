/*
 * One schema for the search, both sides: the form validates with it (zodResolver) and the page
 * validates the URL with it before calling the service, so a hand-edited link gets the same
 * messages at the same fields. Built from the contract's query schemas.
 */
import { uuid } from "@/lib/contract/common";
import { PSC_CAPABILITIES, PSC_RADII } from "@/lib/contract/enums";
import { pscByAreaQuery, pscByOrderQuery } from "@/lib/contract/psc";
import * as z from "zod";

const formRadius = z.enum(PSC_RADII, "Choose a radius");
const formCapabilities = z.array(z.enum(PSC_CAPABILITIES));

export const pscAreaFormSchema = pscByAreaQuery.extend({
  zip_code: pscByAreaQuery.shape.zip_code,
  // The select hands over a string; "" (nothing chosen) must not coerce to lab 0.
  lab_id: z.string().regex(/^[1-9]\d*$/, "Choose a lab"),
  radius: formRadius,
  capabilities: formCapabilities,
  // An empty field means "no account"; anything typed must be a UUID.
  lab_account_id: z
    .string()
    .trim()
    .refine((v) => v === "" || uuid.safeParse(v).success, "Enter the lab account's UUID, or leave the field empty"),
});

/**
 * By order, the order fixes the place and the lab: the contract's by-order query (radius and
 * capabilities) is all that is checked, and the area fields, not shown, pass as they are.
 */
export const pscOrderFormSchema = pscAreaFormSchema.extend({
  ...pscByOrderQuery.shape,
  radius: formRadius,
  capabilities: formCapabilities,
  zip_code: z.string(),
  lab_id: z.string(),
  lab_account_id: z.string(),
});

export type PscAreaForm = z.infer<typeof pscAreaFormSchema>;

/** zod issues → one message per field, for the form's initial errors. */
export function formErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "_form")] ??= issue.message;
  return out;
}
