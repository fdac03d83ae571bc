import Link from "next/link";
import { AlertCircleIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { LoadError } from "@/components/common/load-error";
import type { PscPageData } from "@/lib/console/psc/load";

/** Which order the search runs near; the patient's name only when the server sent it (PHI roles). */
export function PscOrderHeader({ order }: { order: NonNullable<PscPageData["order"]> }) {
  if (!order.ok && "message" in order) {
    return (
      <Alert variant="destructive" data-error-view="load">
        <AlertCircleIcon />
        <AlertTitle>{order.title}</AlertTitle>
        <AlertDescription>
          <p>{order.message}</p>
          <Link href="/psc" className="underline underline-offset-4">
            Search by ZIP code
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  if (!order.ok) return <LoadError title={order.title} failure={order.error} />;
  const { id, patientName, patientZip, labName } = order.order;
  return (
    <section
      aria-label="Order"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
    >
      <span>
        Near the patient of order{" "}
        <Link
          href={`/orders/${encodeURIComponent(id)}`}
          className="font-mono text-xs underline underline-offset-4"
          data-testid="psc-order-id"
        >
          {id}
        </Link>
      </span>
      {patientName ? (
        <span>
          Patient: <span className="font-medium">{patientName}</span>
        </span>
      ) : null}
      {patientZip ? (
        <span>
          ZIP code:{" "}
          <span className="font-medium tabular-nums" data-testid="psc-patient-zip">
            {patientZip}
          </span>
        </span>
      ) : null}
      {labName ? (
        <span>
          Lab: <span className="font-medium">{labName}</span>
        </span>
      ) : null}
      <Link href="/psc" className="ml-auto text-xs underline underline-offset-4">
        Search by ZIP code instead
      </Link>
    </section>
  );
}
