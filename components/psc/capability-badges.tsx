import { Badge } from "@/components/ui/badge";
import { capabilityLabel } from "@/lib/console/psc/capability-labels";

/** A center's capabilities; values this console does not know are shown as the service sent them. */
export function CapabilityBadges({ capabilities }: { capabilities: readonly string[] }) {
  if (capabilities.length === 0) return <p className="text-xs text-muted-foreground">No listed capabilities</p>;
  return (
    <ul aria-label="Capabilities" className="flex flex-wrap gap-1">
      {capabilities.map((cap) => (
        <li key={cap}>
          <Badge variant={cap === "stat" ? "warning" : "secondary"} data-capability={cap}>
            {capabilityLabel(cap)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
