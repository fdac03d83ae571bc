import Link from "next/link";

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateTimeText } from "@/components/time/date-time-text";
import { ProviderLogo } from "@/components/providers/provider-logo";
import type { ConnectedSourceView } from "@/lib/console/users/user-view";

/** The user's connected sources, with the way to their steps (where each source's data shows). */
export function ConnectedSources({
  userId,
  sources,
  canSeeSteps,
}: {
  userId: string;
  sources: ConnectedSourceView[];
  canSeeSteps: boolean;
}) {
  const stepsHref = `/users/${encodeURIComponent(userId)}/steps`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Connected sources</h3>
        </CardTitle>
        <CardDescription>Providers this user has connected; their data appears under Steps.</CardDescription>
        {canSeeSteps ? (
          <CardAction>
            <Link href={stepsHref} className="text-sm font-medium underline-offset-4 hover:underline">
              View steps
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No sources connected yet. Create a link below and send it to the person.
          </p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Connected sources">
            {sources.map((source) => (
              <li key={source.slug} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                <ProviderLogo name={source.name} slug={source.slug} logo={source.logo} size={32} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{source.name}</p>
                  <p className="font-mono text-xs text-muted-foreground">{source.slug}</p>
                </div>
                <div className="text-right text-xs text-muted-foreground">
                  Connected <DateTimeText value={source.connectedOn} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
