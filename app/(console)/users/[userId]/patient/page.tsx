import type { Metadata } from "next";

import { PatientContact } from "@/components/patient/patient-contact";
import { PatientSummary } from "@/components/patient/patient-summary";
import { LoadError } from "@/components/common/load-error";
import { signedInGrant } from "@/lib/console/break-glass/access";
import { guardPage } from "@/lib/console/guard";
import { loadPatientPage } from "@/lib/console/patient/load";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("patient");
export const metadata: Metadata = { title: tab.label };

/**
 * Patient details. patient.contact.read lets ops in for address and phone; analysts get the 403
 * page. The loader decides per role which fields are sent; saving and revealing guard themselves.
 */
export default async function UserPatientPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  // Break-glass: an open emergency grant for this user opens the tab to a role without contact
  // read (analysts); the loader then shows the details, read-only.
  const permission = (await signedInGrant(userId)) ? "users.read" : tab.permission;
  const who = await guardPage(permission, {
    action: "users.patient.view",
    phi: true,
    targetType: "user",
    targetId: userId,
  });
  const result = await loadPatientPage(who, userId);
  if (!result.ok) return <LoadError title="Could not load the patient details" failure={result} />;
  const view = result.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-semibold">{tab.label}</h2>
      {view.kind === "contact" ? (
        <PatientContact userId={userId} address={view.address} phoneMasked={view.phoneMasked} />
      ) : (
        <PatientSummary key={JSON.stringify(view.summary)} view={view} />
      )}
    </div>
  );
}
