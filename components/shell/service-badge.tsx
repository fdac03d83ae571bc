import { CloudIcon, ServerIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { serviceDescription } from "@/lib/service";

/**
 * Which backend the console is talking to, so nobody edits real patients believing they are on
 * demo data (or the reverse). A remote service shows its host only: never the key or a path.
 */
export function ServiceBadge() {
  const service = serviceDescription();
  const embedded = service.mode === "embedded";
  const label = embedded ? "Embedded service" : service.host;
  const Icon = embedded ? ServerIcon : CloudIcon;

  return (
    <Badge
      variant={embedded ? "secondary" : "outline"}
      data-testid="service-badge"
      title={
        embedded ? "Connected to the embedded service with demo data" : `Connected to the service at ${service.host}`
      }
      className="max-w-48 truncate"
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">Connected to: </span>
      {label}
    </Badge>
  );
}
