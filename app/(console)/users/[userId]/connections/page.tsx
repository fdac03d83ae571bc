import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConnectedSources } from "@/components/connections/connected-sources";
import { ConnectionActions } from "@/components/connections/connection-actions";
import { ConnectionsRefresh } from "@/components/connections/connections-refresh";
import { LinkResultBanner } from "@/components/connections/link-result-banner";
import { ProviderStatusList } from "@/components/connections/provider-status-list";
import { LoadError } from "@/components/common/load-error";
import { loadConnectionsPage } from "@/lib/console/connections/load";
import { can } from "@/lib/console/permissions";
import { guardUserTab } from "@/lib/console/users/page-guard";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("connections");
export const metadata: Metadata = { title: tab.label };

type Props = {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The user's connected sources, their status, and the ways to connect more or disconnect. The
 * hosted link page may send the person back here (redirect_url), so the link result in the query
 * is shown on top; a connection made elsewhere shows when this tab is focused again.
 */
export default async function UserConnectionsPage({ params, searchParams }: Props) {
  const { userId } = await params;
  const who = await guardUserTab(tab.segment, userId);
  const { user, providers, statuses } = await loadConnectionsPage(who, userId);
  if (!user.ok) return <LoadError title="Could not load the connections" failure={user} />;
  if (!user.data) notFound();
  const options = providers.ok ? providers.data : { providers: [], mobileOnly: [] };
  const names = Object.fromEntries([...options.providers, ...options.mobileOnly].map((p) => [p.slug, p.name]));
  const manages = can(who.role, "link.create");
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{tab.label}</h2>
        <ConnectionsRefresh />
      </div>
      <LinkResultBanner
        params={await searchParams}
        names={names}
        connected={new Set(user.data.connectedSources.map((s) => s.slug))}
      />
      <ConnectedSources
        userId={userId}
        sources={user.data.connectedSources}
        canSeeSteps={can(who.role, "steps.read")}
      />
      {statuses.ok ? (
        <ProviderStatusList providers={statuses.data} disconnectFor={manages ? userId : undefined} />
      ) : (
        <LoadError title="Could not load the connection status" failure={statuses} />
      )}
      {providers.ok ? null : <LoadError title="Could not load the provider list" failure={providers} />}
      {manages ? <ConnectionActions userId={userId} options={options} /> : null}
    </div>
  );
}
