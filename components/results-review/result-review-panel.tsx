import { DateTimeText } from "@/components/time/date-time-text";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { failureText } from "@/lib/console/action-failure";
import { loadOrderReviews, type OrderReviewView } from "@/lib/console/results-review/order-reviews";
import { flaggedText, reportLabel } from "@/lib/console/results-review/words";
import { LevelBadge } from "./level-badge";
import { ReviewResultButton } from "./review-button";

/**
 * The review of the order's reports, above its results: each report the console took in (the
 * newest first), waiting for a review with the button for roles that review, or who reviewed it,
 * when, and their note. Rendered only where the results are shown.
 */
const UNAVAILABLE =
  "Whether these results were reviewed could not be read: the console's database did not answer. Reload the page in a moment";

export async function ResultReviewPanel({ who, orderId }: { who: CurrentStaff; orderId: string }) {
  const loaded = await loadOrderReviews(who, orderId);
  if (!loaded.ok) {
    return (
      <p role="status" className="mb-4 text-sm text-muted-foreground">
        {failureText({ message: UNAVAILABLE, requestId: loaded.requestId })}
      </p>
    );
  }
  const { reviews, mayReview } = loaded;
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="result-review-title" className="mb-4 flex flex-col gap-2" data-testid="result-review">
      <h3 id="result-review-title" className="text-sm font-semibold">
        Review
      </h3>
      <ul className="flex flex-col gap-2">
        {reviews.map((r) => (
          <ReviewLine key={r.id} orderId={orderId} review={r} mayReview={mayReview} />
        ))}
      </ul>
    </section>
  );
}

function ReviewLine({ orderId, review, mayReview }: { orderId: string; review: OrderReviewView; mayReview: boolean }) {
  const label = reportLabel(review.reportStatus);
  return (
    <li
      className="flex flex-col gap-1 rounded-md border p-3 text-sm"
      data-reviewed={review.review ? "yes" : "no"}
      aria-label={label}
    >
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={review.level} interpretation={review.interpretation} />
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{flaggedText(review)}</span>
      </div>
      {review.review ? (
        <p>
          Reviewed by <span className="font-medium">{review.review.by}</span> on{" "}
          <DateTimeText value={review.review.at} />
          {review.review.note ? (
            <span className="mt-1 block whitespace-pre-line text-muted-foreground">“{review.review.note}”</span>
          ) : null}
        </p>
      ) : review.superseded ? (
        <p className="text-muted-foreground">Not reviewed: a newer report replaced it in the review queue.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-muted-foreground">
            Waiting for review since <DateTimeText value={review.arrivedAt} />
          </span>
          {mayReview ? <ReviewResultButton orderId={orderId} reviewId={review.id} report={label} /> : null}
        </div>
      )}
    </li>
  );
}
