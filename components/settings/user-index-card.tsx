import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/time/date-time-text";
import type { IndexerStatus } from "@/lib/console/user-index/indexer-status";
import { callsText, indexerModeText, passPositionText, usersText } from "@/lib/console/user-index/indexer-status-text";
import { Row, SettingsCard } from "./settings-card";

/**
 * The console's own user index and the background indexer that fills it: whether it runs, how far
 * the current pass over the service's user list got, and what the last complete pass took.
 */
export function UserIndexCard({ status }: { status: IndexerStatus }) {
  const position = passPositionText(status);
  return (
    <SettingsCard
      title="User index"
      description="What search and names read from. Pages add the users they show; a background indexer walks the whole user list."
    >
      <Row label="Background indexer">{indexerModeText(status.ratePerSecond)}</Row>
      <Row label="Activity">
        {status.active ? <Badge variant="success">Indexing now</Badge> : <Badge variant="outline">Not running</Badge>}
      </Row>
      <Row label="Indexed users">{usersText(status.indexedUsers)}</Row>
      <Row label="Current pass">
        {position && status.passStartedAt ? (
          <>
            {position}, {callsText(status.passCalls)} so far
            <span className="block text-xs text-muted-foreground">
              started <DateTimeText value={status.passStartedAt} />
            </span>
          </>
        ) : (
          "None under way"
        )}
      </Row>
      <Row label="Last full pass">
        {status.lastPassCompletedAt ? (
          <>
            <DateTimeText value={status.lastPassCompletedAt} />
            <span className="block text-xs text-muted-foreground">
              {usersText(status.lastPassUsers ?? 0)}, {callsText(status.lastPassCalls ?? 0)}
            </span>
          </>
        ) : (
          "Never completed"
        )}
      </Row>
    </SettingsCard>
  );
}
