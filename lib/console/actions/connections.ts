"use server";

import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { linkTokenLifetime } from "@/lib/console/connections/load";
import { browserFacingUrl, consoleOrigin } from "@/lib/console/connections/public-url";
import { qrDataUrl } from "@/lib/console/connections/qr";
import {
  disconnectFormSchema,
  linkCodeFormSchema,
  linkTokenFormSchema,
  signInTokenFormSchema,
  toLinkTokenRequest,
} from "@/lib/console/connections/schemas";
import { isHttpStatus } from "@/lib/console/loaded";
import { serviceClient } from "@/lib/service";

/*
 * Link tokens, link codes and sign-in tokens for one user. The value goes back to the browser
 * that asked (showing it is the point) and nowhere else: it is not logged, stored, put in a
 * console URL, or written to the audit record, which names only the action, the staff member
 * with their role, and the target user.
 *
 * `target` comes after `run` in each definition so TypeScript infers the result from `run`.
 */

const forUser = (input: { userId: string }) => ({ targetType: "user", targetId: input.userId });

export const createLinkTokenAction = guardedAction({
  permission: "link.create",
  action: "link.token.create",
  schema: linkTokenFormSchema,
  run: async (input) => {
    // Only the hosted page URL is returned; the bare link_token is for custom widgets and stays here.
    const origin = await consoleOrigin();
    if (!origin && (input.destination === "done" || input.destination === "console")) {
      throw new ActionRefusal(
        "Labdesk could not tell its own web address from this request, so it cannot send the person back to it. Choose another web address, or no redirect.",
      );
    }
    const created = await serviceClient().createLinkToken(toLinkTokenRequest(input, origin ?? ""));
    const linkWebUrl = await browserFacingUrl(created.link_web_url);
    return { linkWebUrl, qr: await qrDataUrl(linkWebUrl), lifetime: linkTokenLifetime() };
  },
  target: forUser,
});

export const createLinkCodeAction = guardedAction({
  permission: "link.create",
  action: "link.code.create",
  schema: linkCodeFormSchema,
  run: async (input) => {
    const code = await serviceClient().createLinkCode(input.userId, input.expiresAt || undefined);
    return {
      code: code.code,
      exchangeUrl: code.exchange_url,
      expiresAt: code.expires_at,
      qr: await qrDataUrl(code.exchange_url),
    };
  },
  target: forUser,
});

export const createSignInTokenAction = guardedAction({
  permission: "link.create",
  action: "link.sign_in_token.create",
  schema: signInTokenFormSchema,
  run: async (input) => {
    const { sign_in_token } = await serviceClient().createSignInToken(input.userId);
    return { signInToken: sign_in_token };
  },
  target: forUser,
});

/*
 * Disconnecting is the other half of connecting, so it is granted to the same people: whoever may
 * send a person a link (admins, care coordinators) may also stop a connection, for instance when
 * the person asks or a device changes hands. It is reversible by a new link, and it removes no
 * data, which is why it does not need an admin-only permission of its own. Analysts and ops see
 * no connections at all.
 */
export const disconnectProviderAction = guardedAction({
  permission: "link.create",
  action: "connections.disconnect",
  schema: disconnectFormSchema,
  run: async (input) => {
    try {
      await serviceClient().disconnectProvider(input.userId, input.provider);
    } catch (error) {
      // Already gone (disconnected in another tab, or by the provider): say so rather than fail.
      if (isHttpStatus(error, 404))
        throw new ActionRefusal(
          `This user is not connected to ${input.provider} any more; the list now shows what is.`,
          {
            detail: "not connected",
          },
        );
      throw error;
    }
    return { provider: input.provider };
  },
  target: forUser,
  changes: (input) => ({ provider: input.provider }),
});
