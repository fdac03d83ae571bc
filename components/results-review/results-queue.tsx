import Link from "next/link";

import { Button } from "@/components/ui/button";
import { DateTimeText } from "@/components/time/date-time-text";
import type { QueueEntry, ResultsQueue } from "@/lib/console/results-review/queue";
import { flaggedText, reportLabel } from "@/lib/console/results-review/words";
import { LevelBadge } from "./level-badge";

/** Where an entry opens: the order's results, with a way back to the queue. */
const resultHref = (orderId: string) => `/orders/${encodeURIComponent(orderId)}?from=results#results`;

/** The results nobody has reviewed, a page at a time: how many wait at each level, then the entries in order. */
export function ResultsQueueView({ queue }: { queue: ResultsQueue }) {
  const { waiting } = queue;
  return (
    <section aria-labelledby="to-review" className="flex flex-col gap-3">
      <h2 id="to-review" className="text-lg font-semibold">
        To review ({queue.total})
      </h2>
      {queue.total > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="queue-counts">
          {waiting.critical} critical, {waiting.abnormal} abnormal, {waiting.normal} normal.
        </p>
      ) : null}
      {queue.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {queue.total === 0
            ? "Nothing waits for a review. Results appear here as the labs report them."
            : "No results on this page."}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Results to review">
          {queue.entries.map((entry) => (
            <QueueRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {queue.pages > 1 ? (
        <nav aria-label="Queue pages" className="flex items-center gap-2 text-sm">
          {queue.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`?page=${queue.page - 1}`}>Previous</Link>
            </Button>
          ) : null}
          <span className="text-muted-foreground">
            Page {queue.page} of {queue.pages}
          </span>
          {queue.page < queue.pages ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`?page=${queue.page + 1}`}>Next</Link>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function QueueRow({ entry }: { entry: QueueEntry }) {
  const who = entry.userLabel ?? entry.userId ?? "Unknown user";
  return (
    <li
      aria-label={`${reportLabel(entry.reportStatus)}, ${entry.level}: ${who}`}
      data-review={entry.id}
      data-order={entry.orderId}
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={entry.level} interpretation={entry.interpretation} />
          <span className="font-medium">{reportLabel(entry.reportStatus)}</span>
          <span className="min-w-0 break-all text-muted-foreground">{who}</span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <span>{flaggedText(entry)}</span>
          <span>
            Arrived <DateTimeText value={entry.arrivedAt} />
          </span>
        </div>
      </div>
      <Button asChild size="sm" variant={entry.level === "critical" ? "default" : "outline"} className="self-start">
        {/* Not prefetched: each entry's order page is a PHI read, recorded when opened. */}
        <Link href={resultHref(entry.orderId)} prefetch={false}>
          Open result
        </Link>
      </Button>
    </li>
  );
}
