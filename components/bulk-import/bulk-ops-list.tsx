import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/time/date-time-text";
import { bulkOpStatusLabel, bulkOpTypeLabel } from "@/lib/console/bulk-import/op-words";
import { opProgress } from "@/lib/console/bulk-import/rows";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";

const STATUS_VARIANT: Record<string, "success" | "warning" | "destructive" | "secondary"> = {
  in_progress: "warning",
  success: "success",
  failure: "destructive",
  aborted: "destructive",
};

/**
 * The team's bulk operations, newest first: progress is processed of processed + pending. Providers
 * are named from the catalogue where it knows them (`names`, slug → name), else by slug.
 */
export function BulkOpsList({ ops, names }: { ops: BulkOp[]; names: ReadonlyMap<string, string> }) {
  if (ops.length === 0) return <p className="text-sm text-muted-foreground">No bulk operations yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Bulk operations">
      {ops.map((op, i) => {
        const { total, percent } = opProgress(op);
        const provider = names.get(op.provider) ?? op.provider;
        const label = `${bulkOpTypeLabel(op.type)} ${provider}, started ${op.started_at}`;
        return (
          <li
            key={`${op.started_at}-${op.provider}-${i}`}
            className="grid gap-2 rounded-md border p-3 text-sm"
            aria-label={label}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {bulkOpTypeLabel(op.type)} · {provider}
              </span>
              <Badge variant={STATUS_VARIANT[op.status] ?? "secondary"} data-status={op.status}>
                {bulkOpStatusLabel(op.status)}
              </Badge>
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
              aria-label={`Progress of ${provider} import`}
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
