import "server-only";
import { cache } from "react";
import { audit } from "@/lib/console/audit/record";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { auditGrantedRead } from "@/lib/console/break-glass/access";
import { reveals } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { isRouterPrefetch } from "@/lib/console/request-context";
import { consoleDb } from "@/lib/console/store/db";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { uuid } from "@/lib/contract/common";
import { ServiceError, serviceClient } from "@/lib/service";
import { noteDetailsRead } from "@/lib/console/user-index/index-updates";
import { fullName } from "./full-name";

/**
 * The patient's name for a user's header and page title, for roles that see PHI; null for every
 * other role, for a user without patient details, and when the details cannot be read right now
 * (the page then shows the client_user_id, as it always could), and for a link the router fetches
 * ahead of a click: the name comes with the page once it is opened.
 *
 * The user index answers without a service call once the details were read (by the background
 * indexer or any page that read them). Otherwise the details are read here, which fills the index
 * for the next view. Sending a name is a PHI read, so it is audited. The role is the signed-in
 * staff member's as the store has it now (nobody signed in: no name), and the result is memoised
 * per request by user id, so the page title and the header together cost one lookup and one
 * audit row.
 */
export const shownPatientName = cache(async (userId: string): Promise<string | null> => {
  const who = await currentStaff();
  if (!who || !uuid.safeParse(userId).success || isRouterPrefetch()) return null;
  const viewer = await viewerFor(who, userId);
  if (!reveals(viewer, "name", userId)) return null;
  const name = await currentName(userId);
  // Under emergency access the read is recorded with the grant and its reason instead.
  if (name && viewer.grant) await auditGrantedRead(who, viewer, "name", "name");
  else if (name) await audit(who, { action: "users.name.view", targetType: "user", targetId: userId, outcome: "ok" });
  return name;
});

async function currentName(userId: string): Promise<string | null> {
  const label = (await indexedUserLabels(await consoleDb(), [userId])).get(userId);
  if (label?.detailsKnown) return label.name;
  let info;
  try {
    info = await serviceClient().getUserInfo(userId);
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
  // Awaited, unlike on other pages: it never rejects, and the next view then needs no call.
  await noteDetailsRead(userId, info);
  return info ? fullName(info.first_name, info.last_name) : null;
}
