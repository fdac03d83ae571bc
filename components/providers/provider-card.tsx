import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isOauthProvider } from "@/lib/console/connections/provider-filter";
import { authTypeLabel, resourceLabel } from "@/lib/console/connections/provider-words";
import type { ProviderView as Provider } from "@/lib/service/read/providers";
import { ProviderLogo } from "./provider-logo";

/** One catalogue entry: logo, name, slug, description, auth type and supported resources as chips. */
export function ProviderCard({
  provider,
  detailHref,
  selected,
}: {
  provider: Provider;
  detailHref: string;
  selected: boolean;
}) {
  const resources = provider.supported_resources ?? [];
  return (
    <Card
      data-selected={selected || undefined}
      className="gap-3 data-[selected]:ring-2 data-[selected]:ring-ring"
      aria-label={provider.name}
      role="article"
    >
      <CardHeader className="flex flex-row items-start gap-3">
        <ProviderLogo name={provider.name} slug={provider.slug} logo={provider.logo} size={40} />
        <div className="min-w-0 flex-1">
          <CardTitle>
            <h2 className="text-base">{provider.name}</h2>
          </CardTitle>
          <p className="font-mono text-xs text-muted-foreground">{provider.slug}</p>
        </div>
        <Badge variant="outline">{authTypeLabel(provider.auth_type)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <CardDescription>{provider.description}</CardDescription>
        {resources.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Supported resources">
            {resources.map((r) => (
              <li key={r}>
                <Badge variant="secondary">{resourceLabel(r)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground">No supported resources listed.</p>
        )}
        {isOauthProvider(provider.slug) ? (
          <Link
            href={detailHref}
            scroll={false}
            className="text-sm font-medium underline-offset-4 hover:underline"
            aria-current={selected ? "true" : undefined}
          >
            Link info for {provider.name}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
