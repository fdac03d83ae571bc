import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTimeText } from "@/components/time/date-time-text";
import type { QueueItem, ReviewQueue } from "@/lib/console/break-glass/review-queue";
import { ReviewButton } from "./review-button";

/** The queue's two lists: what waits for a review, then what has been reviewed, a page at a time. */
export function ReviewQueueView({ queue, page }: { queue: ReviewQueue; page: number }) {
  return (
    <>
      <section aria-labelledby="to-review" className="flex flex-col gap-3">
        <h2 id="to-review" className="text-lg font-semibold">
          To review ({queue.toReview.length})
        </h2>
        {queue.toReview.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing waits for a review.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Emergency accesses to review">
            {queue.toReview.map((item) => (
              <GrantCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reviewed" className="flex flex-col gap-3">
        <h2 id="reviewed" className="text-lg font-semibold">
          Reviewed ({queue.reviewedTotal})
        </h2>
        {queue.reviewed.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {queue.reviewedTotal === 0 ? "None reviewed yet." : "No reviewed accesses on this page."}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Reviewed emergency accesses">
            {queue.reviewed.map((item) => (
              <GrantCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        {queue.reviewedPages > 1 ? (
          <nav aria-label="Reviewed pages" className="flex items-center gap-2 text-sm">
            {page > 1 ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`?page=${page - 1}`}>Newer</Link>
              </Button>
            ) : null}
            <span className="text-muted-foreground">
              Page {page} of {queue.reviewedPages}
            </span>
            {page < queue.reviewedPages ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`?page=${page + 1}`}>Older</Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}

function GrantCard({ item }: { item: QueueItem }) {
  const patient = item.patientName ?? item.clientUserId ?? item.userId;
  return (
    <li
      aria-label={`${item.staffEmail}: ${patient}`}
      data-grant={item.id}
      className="grid gap-3 rounded-lg border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        {item.open ? <Badge variant="warning">Open</Badge> : <Badge variant="secondary">{item.endedHow}</Badge>}
        {item.review ? <Badge variant="success">Reviewed</Badge> : null}
        <span className="font-medium break-all">{item.staffEmail}</span>
        <span className="text-muted-foreground">({item.roleLabel})</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Patient</dt>
        <dd className="min-w-0 break-words">
          <Link href={`/users/${encodeURIComponent(item.userId)}`} prefetch={false} className="underline">
            {patient}
          </Link>
          {item.patientName && item.clientUserId ? (
            <span className="ml-2 font-mono text-xs break-all text-muted-foreground">{item.clientUserId}</span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Reason</dt>
        <dd className="min-w-0 break-words">
          {item.reason}
          {item.details ? (
            <span className="block whitespace-pre-line text-muted-foreground">{item.details}</span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Opened</dt>
        <dd>
          <DateTimeText value={item.startedAt} />
        </dd>
        <dt className="text-muted-foreground">{item.open ? "Runs out" : "Ended"}</dt>
        <dd>
          <DateTimeText value={item.endsAt} />
        </dd>
        {item.review ? (
          <>
            <dt className="text-muted-foreground">Reviewed</dt>
            <dd className="min-w-0 break-words">
              <DateTimeText value={item.review.at} /> by {item.review.by ?? "an admin"}
              {item.review.note ? (
                <span className="block whitespace-pre-line text-muted-foreground">{item.review.note}</span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {item.review ? null : item.open ? (
          <span className="text-muted-foreground">Review it once it has ended.</span>
        ) : (
          <ReviewButton grantId={item.id} who={item.staffEmail} patient={patient} />
        )}
        <Button asChild variant="ghost" size="sm">
          <Link href={item.auditHref} prefetch={false}>
            Audit log entries
          </Link>
        </Button>
      </div>
    </li>
  );
}
