import { currentStaff } from "@/lib/console/auth/current-staff";
import { consoleDb } from "@/lib/console/store/db";
import { extendSession } from "@/lib/console/store/sessions";
import { env } from "@/lib/env";

/**
 * Keep-alive from the idle timer: the person is active (or pressed "Stay signed in"), so the
 * server-side session's last activity moves to now. 401 once the session is gone (idle, revoked,
 * expired, account disabled): the browser then signs out instead of pretending.
 *
 * No permission applies: any signed-in staff member may keep their own session alive, and the
 * session is re-checked against the store by currentStaff like every other request.
 */
export async function POST() {
  const who = await currentStaff();
  if (!who) {
    return Response.json(
      { detail: "Your session has ended. Sign in again to continue." },
      { status: 401, headers: { "cache-control": "no-store" } },
    );
  }
  await extendSession(await consoleDb(), who.sessionId);
  const { SESSION_IDLE_SECONDS } = env();
  return Response.json(
    { idleSeconds: SESSION_IDLE_SECONDS, expiresAt: who.sessionExpiresAt },
    { headers: { "cache-control": "no-store" } },
  );
}
