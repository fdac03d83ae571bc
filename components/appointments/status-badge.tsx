import { Badge, type BadgeProps } from "@/components/ui/badge";
import { humanize } from "@/lib/console/appointments/format";

/** Known statuses get a tone; any other value the service sends is shown as it is. */
const TONES: Record<string, BadgeProps["variant"]> = {
  pending: "secondary",
  reserved: "secondary",
  confirmed: "default",
  scheduled: "default",
  in_progress: "warning",
  completed: "success",
  cancelled: "destructive",
  sample_with_lab: "default",
  received: "secondary",
  collecting_sample: "warning",
  failed: "destructive",
};

/** A status as a toned badge; `label` is its words from the caller's vocabulary (see order-status.ts). */
export function StatusBadge({
  status,
  label,
  empty = "Not booked",
}: {
  status: string | null;
  label?: string;
  empty?: string;
}) {
  if (!status) return <span className="text-sm text-muted-foreground">{empty}</span>;
  return (
    <Badge variant={TONES[status] ?? "outline"} data-status={status}>
      {label ?? humanize(status)}
    </Badge>
  );
}
