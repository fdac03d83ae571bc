import * as z from "zod";
import { BOARD_STREAM_HEADERS, boardLiveStream, sinceParam } from "@/lib/console/appointments/live-stream";
import { audit } from "@/lib/console/audit/record";
import { guardRoute } from "@/lib/console/guard";

export const dynamic = "force-dynamic";

const userId = z.uuid().nullable().catch(null);

/**
 * An open board's live updates (server-sent events): which of its rows changed, and how fresh it
 * is; the rows themselves come through the board's guarded action. Guarded and audited like the
 * board; a page's own request, so it does not keep an idle session alive.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const user = userId.parse(url.searchParams.get("user_id"));
  const target = user ? { targetType: "user", targetId: user } : {};
  return guardRoute(
    "appointments.read",
    { action: "appointments.board.watch", ...target },
    async (who) => {
      await audit(who, { action: "appointments.board.watch", ...target, outcome: "ok" });
      const since = sinceParam(request.headers.get("last-event-id") ?? url.searchParams.get("since"));
      const stream = boardLiveStream({ who, userId: user ?? undefined, since, signal: request.signal });
      return new Response(stream, { headers: BOARD_STREAM_HEADERS });
    },
    { poll: true },
  );
}
