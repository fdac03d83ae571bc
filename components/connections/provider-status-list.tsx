import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProviderLogo } from "@/components/providers/provider-logo";
import { DateTimeText } from "@/components/time/date-time-text";
import { connectionAdvice, type ProviderStatusView } from "@/lib/console/connections/provider-status";
import { connectionStatusLabel, resourceLabel } from "@/lib/console/connections/provider-words";
import { DisconnectProviderDialog } from "./disconnect-provider-dialog";

const statusVariant = (status: string) =>
  status === "connected" ? "success" : status === "error" ? "destructive" : status === "paused" ? "warning" : "outline";

/**
 * What each connected provider reports about itself: status, since when, what it delivers, and why
 * it failed. `disconnectFor` (the user id) offers a disconnect on each row, for roles that may.
 */
export function ProviderStatusList({
  providers,
  disconnectFor,
}: {
  providers: ProviderStatusView[];
  disconnectFor?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Connection status</h3>
        </CardTitle>
        <CardDescription>How each connected provider is doing, as the service reports it.</CardDescription>
      </CardHeader>
      <CardContent>
        {providers.length === 0 ? (
          <p className="text-sm text-muted-foreground">The service reports no connected providers for this user.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Connection status">
            {providers.map((p) => (
              <li key={p.slug} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex items-center gap-3">
                  <ProviderLogo name={p.name} slug={p.slug} logo={p.logo} size={28} />
                  <p className="min-w-0 flex-1 font-medium">{p.name}</p>
                  {/* Unknown statuses are shown as the service sent them. */}
                  <Badge variant={statusVariant(p.status)}>{connectionStatusLabel(p.status)}</Badge>
                  {disconnectFor ? (
                    <DisconnectProviderDialog target={{ userId: disconnectFor, slug: p.slug, name: p.name }} />
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  Connected since {p.connectedSince ? <DateTimeText value={p.connectedSince} /> : "an unknown date"}
                </p>
                <p className="text-xs">
                  <span className="font-medium">Available:</span>{" "}
                  {p.available.length ? p.available.map(resourceLabel).join(", ") : "none reported"}
                  {p.unavailable.length ? (
                    <>
                      {" · "}
                      <span className="font-medium">Unavailable:</span> {p.unavailable.map(resourceLabel).join(", ")}
                    </>
                  ) : null}
                </p>
                {p.error ? (
                  <p role="note" className="text-xs text-destructive">
                    Error <code className="font-mono">{p.error.type}</code>
                    {p.error.erroredAt ? (
                      <>
                        {" at "}
                        <DateTimeText value={p.error.erroredAt} />
                      </>
                    ) : null}
                    {p.error.message ? `: ${p.error.message}` : null}
                  </p>
                ) : null}
                {connectionAdvice(p) ? <p className="text-xs">{connectionAdvice(p)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
