import type { ReactNode } from "react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { authTypeLabel, sourceTypeLabel } from "@/lib/console/connections/provider-words";
import type { ProviderLinkInfoView as ProviderLinkInfo } from "@/lib/service/read/link";

/** The OAuth link info of one provider (GET /v2/link/provider/oauth/{provider}). */
export function ProviderLinkInfoPanel({ info, closeHref }: { info: ProviderLinkInfo; closeHref: string }) {
  return (
    <Card role="region" aria-label={`Link info for ${info.name}`}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Link info: {info.name}</h2>
        </CardTitle>
        <CardAction>
          <Link href={closeHref} scroll={false} className="text-sm underline-offset-4 hover:underline">
            Close
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          <Row term="id">{info.id}</Row>
          <Row term="Slug">
            <code className="font-mono text-xs">{info.slug}</code>
          </Row>
          <Row term="Group">{info.group ?? <Dash />}</Row>
          <Row term="Source type">{info.source_type ? sourceTypeLabel(info.source_type) : <Dash />}</Row>
          <Row term="Auth type">{authTypeLabel(info.auth_type)}</Row>
          <Row term="Status">
            {info.is_active === false ? (
              <Badge variant="warning">Inactive</Badge>
            ) : (
              <Badge variant="success">Active</Badge>
            )}
          </Row>
          <Row term="Backfill">{info.backfill_num_days == null ? <Dash /> : `${info.backfill_num_days} days`}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

const Dash = () => <span className="text-muted-foreground">—</span>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
