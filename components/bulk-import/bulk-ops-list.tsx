import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/time/date-time-text";
import { opProgress } from "@/lib/console/bulk-import/rows";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";

const STATUS_VARIANT: Record<string, "success" | "warning" | "destructive" | "secondary"> = {
  in_progress: "warning",
  success: "success",
  failure: "destructive",
  aborted: "destructive",
};

/** The team's bulk operations, newest first: progress is processed of processed + pending. */
export function BulkOpsList({ ops }: { ops: BulkOp[] }) {
  if (ops.length === 0) return <p className="text-sm text-muted-foreground">No bulk operations yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Bulk operations">
      {ops.map((op, i) => {
        const { total, percent } = opProgress(op);
        const label = `${op.type} ${op.provider}, started ${op.started_at}`;
        return (
          <li
            key={`${op.started_at}-${op.provider}-${i}`}
            className="grid gap-2 rounded-md border p-3 text-sm"
            aria-label={label}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {op.type} · {op.provider}
              </span>
              <Badge variant={STATUS_VARIANT[op.status] ?? "secondary"}>{op.status.replaceAll("_", " ")}</Badge>
              <span className="ml-auto text-xs text-muted-foreground">
                Started <DateTimeText value={op.started_at} />
                {op.ended_at ? (
                  <>
                    {" "}
                    · ended <DateTimeText value={op.ended_at} />
                  </>
                ) : null}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Progress of ${op.provider} import`}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={op.processed}
              aria-valuetext={`${op.processed} of ${total} processed`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-xs tabular-nums text-muted-foreground">
              {op.processed.toLocaleString("en-US")} of {total.toLocaleString("en-US")} processed ({percent}%)
            </p>
          </li>
        );
      })}
    </ul>
  );
}
