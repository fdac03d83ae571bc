"use server";

import { randomUUID } from "node:crypto";
import { clearValue } from "@/lib/console/audit/record";
import {
  BREAK_GLASS_MINUTES,
  breakGlassReasonLabel,
  endBreakGlassSchema,
  openBreakGlassSchema,
  reviewBreakGlassSchema,
} from "@/lib/console/break-glass/schemas";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { isHttpStatus } from "@/lib/console/loaded";
import { endGrant, openGrant, reviewGrant, type GrantReviewOutcome } from "@/lib/console/break-glass/store";
import { consoleDb } from "@/lib/console/store/db";
import { serviceClient } from "@/lib/service";

/*
 * Emergency ("break-glass") access. Opening is its own permission, held only by the roles whose
 * permissions hide patients' details (admins and care coordinators are refused: they see them
 * anyway); each grant is audited with its reason, and every read under it by the page that reads
 * (lib/console/break-glass/access.ts). Ending needs no more than being signed in: a member can
 * always end their own. Reviewing is for admins.
 */

const userTarget = (input: { user_id: string }) => ({ targetType: "user", targetId: input.user_id });
const grantTarget = (input: { grant_id: string }) => ({ targetType: "break_glass", targetId: input.grant_id });

const openInput = openBreakGlassSchema.transform((value) => ({ ...value, grantId: randomUUID() }));

export const openBreakGlassAction = guardedAction({
  permission: "break_glass.open",
  action: "break_glass.open",
  schema: openInput,
  target: userTarget,
  run: async (input, who) => {
    let clientUserId: string;
    try {
      clientUserId = (await serviceClient().getUser(input.user_id)).client_user_id;
    } catch (error) {
      if (!isHttpStatus(error, 404, 422)) throw error;
      throw new ActionRefusal("The service does not know this user. Check the user id and try again.", {
        detail: "unknown user",
      });
    }
    const db = await consoleDb();
    const opened = await openGrant(
      db,
      { staffId: who.staff.id, sessionId: who.sessionId, role: who.role },
      {
        id: input.grantId,
        staffEmail: who.staff.email,
        userId: input.user_id,
        clientUserId,
        reason: input.reason,
        details: input.details || null,
        minutes: BREAK_GLASS_MINUTES,
      },
    );
    if ("conflict" in opened) {
      const other = opened.conflict.clientUserId ?? opened.conflict.userId;
      throw new ActionRefusal(
        `You already have emergency access to user ${other} open. End it (in the banner at the top) before opening another.`,
        { outcome: "denied", detail: `another grant open: ${opened.conflict.id}` },
      );
    }
    const { grant, created } = opened;
    return { grantId: grant.id, userId: grant.userId, expiresAt: grant.expiresAt, created };
  },
  // The grant, its reason and the person's own words (shortened here; the grant keeps them whole).
  changes: (input, result) => ({
    grant: result.grantId,
    reason: breakGlassReasonLabel(input.reason),
    ...(input.details ? { details: clearValue(input.details) } : {}),
    until: result.expiresAt,
    ...(result.created ? {} : { note: "already open" }),
  }),
});

export const endBreakGlassAction = guardedAction({
  permission: "users.read",
  action: "break_glass.end",
  schema: endBreakGlassSchema,
  target: grantTarget,
  run: async (input, who) => ({
    ended: await endGrant(await consoleDb(), { grantId: input.grant_id, staffId: who.staff.id }, "ended"),
  }),
  changes: (_input, result) => (result.ended ? { ended: "now" } : { ended: "had already ended" }),
});

const REVIEW_REFUSALS: Record<Exclude<GrantReviewOutcome, "reviewed">, string> = {
  missing: "This emergency access no longer exists. Reload the page to see the current queue.",
  open: "This emergency access is still open. Review it once it has ended (or expired).",
  already_reviewed: "Someone has reviewed this emergency access already. Reload the page to see who.",
};

export const reviewBreakGlassAction = guardedAction({
  permission: "break_glass.review",
  action: "break_glass.review",
  schema: reviewBreakGlassSchema,
  target: grantTarget,
  run: async (input, who) => {
    const outcome = await reviewGrant(
      await consoleDb(),
      input.grant_id,
      { staffId: who.staff.id, email: who.staff.email },
      input.note || null,
    );
    if (outcome !== "reviewed") throw new ActionRefusal(REVIEW_REFUSALS[outcome], { detail: outcome });
    return { grantId: input.grant_id };
  },
  changes: (input) => ({ reviewed: "yes", ...(input.note ? { note: clearValue(input.note) } : {}) }),
});
