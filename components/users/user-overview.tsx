import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { UserView } from "@/lib/console/users/user-view";
import { CopyableId } from "@/components/common/copy-button";
import { BirthDateText, OrDash, SourceLogo } from "./user-display";
import { DateTimeText } from "@/components/time/date-time-text";

/** The user's record at the service: identifiers, fallbacks and connected sources. */
export function UserOverview({ user }: { user: UserView }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>User</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-3 text-sm">
            <Row term="client_user_id">{user.clientUserId}</Row>
            <Row term="user_id">
              <CopyableId value={user.userId} label="Copy user_id" />
            </Row>
            <Row term="Created">
              <DateTimeText value={user.createdOn} />
            </Row>
            <Row term="Fallback time zone">
              <OrDash value={user.fallbackTimeZone} />
            </Row>
            <Row term="Fallback birth date">
              <BirthDateText value={user.fallbackBirthDate} />
            </Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Connected sources</CardTitle>
        </CardHeader>
        <CardContent>
          {user.connectedSources.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sources connected yet.</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Connected sources">
              {user.connectedSources.map((source) => (
                <li key={source.slug} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                  <SourceLogo source={source} size={28} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{source.name}</p>
                    <p className="font-mono text-xs text-muted-foreground">{source.slug}</p>
                  </div>
                  <div className="text-right text-xs text-muted-foreground">
                    Connected <DateTimeText value={source.connectedOn} dateOnly />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
