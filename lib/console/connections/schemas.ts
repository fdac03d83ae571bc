import * as z from "zod";
import { uuid } from "@/lib/contract/common";
import { LINK_PROVIDERS } from "@/lib/contract/enums";
import { linkTokenRequest, redirectUrl, type LinkTokenRequest } from "@/lib/contract/link";

/**
 * The connections dialogs' schemas, used by the dialog before sending and by the action on
 * arrival, so a form and its action can never disagree. The request each one becomes is re-checked with the contract's own
 * schema, so a form rule can never let through what the interface refuses.
 */

const linkProvider = z.enum(LINK_PROVIDERS);

export const linkTokenFormSchema = z
  .object({
    userId: uuid,
    /** Empty: the hosted page lists providers; a slug: it goes straight to that provider. */
    provider: z.union([z.literal(""), linkProvider]),
    redirectUrl: z.union([z.literal(""), redirectUrl]),
    /** The switch for "providers to offer"; when on, the list must hold at least one. */
    limitProviders: z.boolean(),
    filterOnProviders: z.array(linkProvider),
    onErrorRedirect: z.boolean(),
    onCloseRedirect: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.limitProviders && value.filterOnProviders.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["filterOnProviders"],
        message: "Choose at least one provider to offer, or offer them all.",
      });
    }
    if (!value.redirectUrl && (value.onErrorRedirect || value.onCloseRedirect)) {
      ctx.addIssue({
        code: "custom",
        path: ["redirectUrl"],
        message: "Enter a redirect URL to send people back to on an error or on close.",
      });
    }
  });
export type LinkTokenForm = z.infer<typeof linkTokenFormSchema>;

/** `returnUrl` is where the person comes back to by default: the page the link was made on. */
export const linkTokenDefaults = (userId: string, returnUrl = ""): LinkTokenForm => ({
  userId,
  provider: "",
  redirectUrl: returnUrl,
  limitProviders: false,
  filterOnProviders: [],
  onErrorRedirect: false,
  onCloseRedirect: false,
});

/** The form as the interface's request body: empty choices are left out rather than sent empty. */
export function toLinkTokenRequest(form: LinkTokenForm): LinkTokenRequest {
  const body: LinkTokenRequest = { user_id: form.userId };
  if (form.provider) body.provider = form.provider;
  if (form.redirectUrl) body.redirect_url = form.redirectUrl;
  if (form.limitProviders) body.filter_on_providers = form.filterOnProviders;
  if (form.redirectUrl && form.onErrorRedirect) body.on_error = "redirect";
  if (form.redirectUrl && form.onCloseRedirect) body.on_close = "redirect";
  return linkTokenRequest.parse(body);
}

/**
 * A link code's expiry. The browser turns its local date and time into an ISO instant with offset
 * before sending, so the server never has to guess the person's time zone.
 */
export const linkCodeFormSchema = z.object({
  userId: uuid,
  expiresAt: z
    .union([z.literal(""), z.iso.datetime({ offset: true, message: "Enter a valid date and time." })])
    .refine(
      (value) => value === "" || Date.parse(value) > Date.now(),
      "The expiry must be in the future; leave it empty for the service's default of one hour.",
    ),
});

/** `<input type="datetime-local">` value (local time) → ISO instant with offset, or "" when empty. */
export function localInputToIso(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export const signInTokenFormSchema = z.object({ userId: uuid });

/**
 * Disconnecting one provider from one user. The slug is only shape-checked (the catalogue is
 * non-exhaustive, so a connected provider may be one no list here names); it goes into a URL path,
 * so it is kept to the characters provider slugs use.
 */
export const disconnectFormSchema = z.object({
  userId: uuid,
  provider: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.-]+$/, "Not a provider slug."),
});
