import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/time/date-time-text";
import { BROKEN_ADVICE, coverageText, problemName, verifiedByText } from "@/lib/console/audit/chain/verification-text";
import type { AuditChainStatus } from "@/lib/console/settings/audit-chain-status";
import { Row, SettingsCard } from "./settings-card";
import { VerifyAuditButton } from "./verify-audit-button";

/**
 * The audit log's hash chain: when it was last verified, by whom, and what was found; the newest
 * verified record's hash in full, so it can be kept elsewhere; and a way to verify now.
 */
export function AuditChainCard({ status }: { status: AuditChainStatus }) {
  return (
    <SettingsCard
      title="Audit log chain"
      description="Every record carries a hash of its content and of the record before it, so a changed, removed or reordered record shows when the log is verified."
    >
      <Row label="Last verified">
        {status ? (
          <>
            {/* Allowed to wrap: a phone's column is narrower than a date and time with its zone. */}
            <DateTimeText value={status.at} className="whitespace-normal" />
            <span className="block text-xs text-muted-foreground">{verifiedByText(status.requestedBy)}</span>
          </>
        ) : (
          "Never"
        )}
      </Row>
      {status ? (
        <Row label="Result">
          {status.ok ? (
            <>
              <Badge variant="success">Intact</Badge> {coverageText(status)}
            </>
          ) : (
            <BrokenResult status={status} />
          )}
        </Row>
      ) : null}
      {status?.ok && status.headSeq !== null ? (
        <Row label="Newest record" mono>
          {status.headSeq} · {status.headHash}
        </Row>
      ) : null}
      <Row label="Verify">
        <VerifyAuditButton />
        <span className="mt-1 block text-xs text-muted-foreground">
          or run <code className="font-mono">npm run console -- audit verify</code>
        </span>
      </Row>
    </SettingsCard>
  );
}

/** The first record that does not fit, in words, what was checked before it, and what to do. */
function BrokenResult({ status }: { status: NonNullable<AuditChainStatus> }) {
  return (
    <>
      <Badge variant="destructive">Broken</Badge> at record {status.badSeq ?? "?"}
      {status.badAt ? (
        <>
          , written <DateTimeText value={status.badAt} className="whitespace-normal" />
        </>
      ) : null}
      : {problemName(status.problem ?? "")}
      <span className="mt-1 block first-letter:uppercase">{status.detail}.</span>
      <span className="mt-1 block text-xs text-muted-foreground">
        Before it: {coverageText(status)}. {BROKEN_ADVICE}
      </span>
    </>
  );
}
