"use client";

import { useTransition } from "react";
import { ShieldCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { verifyAuditChainAction } from "@/lib/console/actions/audit-chain";
import { failureMessage, requestIdLine } from "@/lib/console/action-failure";
import { coverageText } from "@/lib/console/audit/chain/verification-text";

/** Verifies the whole log on the server; the card shows the kept result once the page refreshes. */
export function VerifyAuditButton() {
  const [verifying, startVerify] = useTransition();
  const verify = () =>
    startVerify(async () => {
      const result = await verifyAuditChainAction({});
      if (result.ok)
        toast.success(`Intact: ${coverageText(result.data)}`, { description: requestIdLine(result.requestId) });
      else toast.error(failureMessage(result), { description: requestIdLine(result.requestId) });
    });
  return (
    <Button variant="outline" size="sm" onClick={verify} disabled={verifying}>
      <ShieldCheckIcon aria-hidden="true" />
      {verifying ? "Verifying…" : "Verify now"}
    </Button>
  );
}
