"use client";

import { revealPatientPhoneAction } from "@/lib/console/actions/patient";
import { stateName } from "@/lib/console/patient/us-states";
import type { PatientAddressView } from "@/lib/console/patient/view";
import { MaskedValue } from "./masked-value";

/** An address as a postal block; the state shows its name where the code is a known one. */
export function AddressBlock({ address }: { address: PatientAddressView }) {
  return (
    <address className="not-italic">
      {address.first_line}
      {address.second_line ? <br /> : null}
      {address.second_line}
      <br />
      {address.city}, <abbr title={stateName(address.state)}>{address.state}</abbr> {address.zip_code}
    </address>
  );
}

/**
 * What ops see: where to send a phlebotomist and how to call, read-only. The page never received
 * the other fields for this role, so nothing here could show them.
 */
export function PatientContact({
  userId,
  address,
  phoneMasked,
}: {
  userId: string;
  address: PatientAddressView | null;
  phoneMasked: string | null;
}) {
  if (!address) return <p className="text-muted-foreground">No patient details yet.</p>;
  return (
    <section aria-label="Contact for blood draws" className="grid gap-4 rounded-lg border p-4">
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm text-muted-foreground">Address</dt>
        <dd>
          <AddressBlock address={address} />
        </dd>
        <dt className="text-sm text-muted-foreground">Phone</dt>
        <dd>
          {phoneMasked ? (
            <MaskedValue
              label="Phone"
              masked={phoneMasked}
              reveal={() => revealPatientPhoneAction({ user_id: userId })}
            />
          ) : (
            "—"
          )}
        </dd>
      </dl>
      <p className="text-sm text-muted-foreground">Read-only: a care coordinator updates patient details.</p>
    </section>
  );
}
