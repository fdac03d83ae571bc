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

/**
 * Where the hosted page sends the person when they finish (the request's redirect_url):
 * - `done`: the console's own "you're connected" page (/connected), made for the person: it needs
 *   no sign-in, names nobody and says in plain words what happened. The default.
 * - `console`: this user's connections page in the console, for a coordinator connecting with
 *   the person at a signed-in computer; anyone else lands on a sign-in page.
 * - `url`: an address the team gives (their own app or site).
 * - `none`: no redirect; the hosted page shows its own closing message.
 */
export const LINK_DESTINATIONS = ["done", "console", "url", "none"] as const;
export type LinkDestination = (typeof LINK_DESTINATIONS)[number];

/** The console's page for the person at the end of a link, served without a session. */
export const LINK_DONE_PATH = "/connected";

export const linkTokenFormSchema = z
  .object({
    userId: uuid,
    /** Empty: the hosted page lists providers; a slug: it goes straight to that provider. */
    provider: z.union([z.literal(""), linkProvider]),
    destination: z.enum(LINK_DESTINATIONS),
    /** Only read when `destination` is `url`. */
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
    if (value.destination === "url" && !value.redirectUrl) {
      ctx.addIssue({
        code: "custom",
        path: ["redirectUrl"],
        message: "Enter the web address to send the person to, or choose another place.",
      });
    }
  });
export type LinkTokenForm = z.infer<typeof linkTokenFormSchema>;

export const linkTokenDefaults = (userId: string): LinkTokenForm => ({
  userId,
  provider: "",
  destination: "done",
  redirectUrl: "",
  limitProviders: false,
  filterOnProviders: [],
  onErrorRedirect: false,
  onCloseRedirect: false,
});

/** The redirect_url a destination stands for; `origin` is the console's own, as the browser reaches it. */
export function linkRedirectUrl(form: LinkTokenForm, origin: string): string | null {
  switch (form.destination) {
    case "done":
      return `${origin}${LINK_DONE_PATH}`;
    case "console":
      return `${origin}/users/${encodeURIComponent(form.userId)}/connections`;
    case "url":
      return form.redirectUrl || null;
    default:
      return null;
  }
}

/** The form as the interface's request body: empty choices are left out rather than sent empty. */
export function toLinkTokenRequest(form: LinkTokenForm, origin: string): LinkTokenRequest {
  const body: LinkTokenRequest = { user_id: form.userId };
  const redirect = linkRedirectUrl(form, origin);
  if (form.provider) body.provider = form.provider;
  if (redirect) body.redirect_url = redirect;
  if (form.limitProviders) body.filter_on_providers = form.filterOnProviders;
  // Without a place to send the person, the two switches mean nothing to the service.
  if (redirect && form.onErrorRedirect) body.on_error = "redirect";
  if (redirect && form.onCloseRedirect) body.on_close = "redirect";
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
