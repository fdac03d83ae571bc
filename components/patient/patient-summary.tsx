"use client";

import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { PencilIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  openPatientEditorAction,
  revealPatientDobAction,
  revealPatientPhoneAction,
} from "@/lib/console/actions/patient";
import type {
  PatientEditorData,
  PatientSummary as PatientSummaryData,
  PatientSummaryView,
} from "@/lib/console/patient/view";
import type { UserInfoField } from "@/lib/contract/user-info";
import { enumLabel, genderLabel, PATIENT_ENUMS, type PatientEnumField } from "./enum-labels";
import { MaskedValue } from "./masked-value";
import { AddressBlock } from "./patient-contact";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { FailureAlert } from "@/components/common/failure-alert";

const loadForm = () => import("./patient-form");
// The editor (react-hook-form, zod, libphonenumber: ~75 KB gzip) loads when it is opened, while
// the guarded action fetches the values, not with the summary.
const PatientForm = dynamic(() => loadForm().then((m) => m.PatientForm), { ssr: false });

/**
 * Which summary should take focus back when it is drawn, until when: set as the form closes, read
 * by the summary drawn next, which after a save is a new one, once the page's refresh arrives.
 */
let returningFocus: { userId: string; until: number } | null = null;
const RETURN_FOCUS_MS = 10_000;

/**
 * The editor's view: a read-only summary (birth date and phone masked until revealed), and the
 * form behind "Edit details". The form needs every real value, so opening it is itself an
 * audited reveal: the values come from a guarded action, never with the page.
 */
type Shown = PatientSummaryView & { summary: PatientSummaryData };
type Row = { label: string; value: (view: Shown) => ReactNode };

/**
 * Where the summary shows each field of the stored record, in the order it shows them: a row, or
 * the field whose row it shares. The page's data carries every contract field, so a field the
 * contract gains would be stored and sent but never shown: the `satisfies` makes it fail to
 * compile here until it has a row.
 */
const SUMMARY_ROWS = {
  first_name: { label: "Name", value: ({ summary }) => `${summary.first_name} ${summary.last_name}` },
  last_name: { shownWith: "first_name" },
  email: { label: "Email", value: ({ summary }) => summary.email },
  phone_number: {
    label: "Phone",
    value: ({ userId, emergency, phoneMasked }) =>
      emergency ? (
        emergency.phone
      ) : (
        <MaskedValue
          label="Phone"
          masked={phoneMasked ?? ""}
          reveal={() => revealPatientPhoneAction({ user_id: userId })}
        />
      ),
  },
  dob: {
    label: "Date of birth",
    value: ({ userId, emergency, dobMasked }) =>
      emergency ? (
        emergency.dob
      ) : (
        <MaskedValue
          label="Date of birth"
          masked={dobMasked ?? ""}
          reveal={() => revealPatientDobAction({ user_id: userId })}
        />
      ),
  },
  gender: { label: "Gender", value: ({ summary }) => genderLabel(summary.gender) },
  address: { label: "Address", value: ({ summary }) => <AddressBlock address={summary.address} /> },
  medical_proxy: { label: "Medical proxy", value: ({ summary }) => (summary.hasProxy ? "On file" : "None") },
  race: enumRow("race"),
  ethnicity: enumRow("ethnicity"),
  sexual_orientation: enumRow("sexual_orientation"),
  gender_identity: enumRow("gender_identity"),
} satisfies Record<UserInfoField, Row | { shownWith: UserInfoField }>;

function enumRow(field: PatientEnumField): Row {
  return { label: PATIENT_ENUMS[field].label, value: ({ summary }) => enumLabel(field, summary[field]) };
}

function summaryRows(view: Shown): [string, ReactNode][] {
  return Object.values(SUMMARY_ROWS).flatMap((row: Row | { shownWith: UserInfoField }) =>
    "label" in row ? [[row.label, row.value(view)] as [string, ReactNode]] : [],
  );
}

export function PatientSummary({ view }: { view: PatientSummaryView }) {
  const { userId, summary } = view;
  const [editor, setEditor] = useState<PatientEditorData | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  // Closing the form (saved or cancelled) brings focus back to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editor || !returningFocus || returningFocus.userId !== userId || Date.now() > returningFocus.until) return;
    // The summary drawn after a save is a new one (the page keys it on its contents); focus lost with
    // the old one's button comes back here, but a person who has moved on keeps their place.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("[data-slot=patient-summary]"))
      editButton.current?.focus();
  }, [editor, userId]);

  const openEditor = () =>
    startTransition(async () => {
      setFailure(null);
      const [result] = await Promise.all([openPatientEditorAction({ user_id: userId }), loadForm().catch(() => null)]);
      if (result.ok) setEditor(result.data);
      else setFailure(failureOf(result));
    });

  if (editor) {
    const close = () => {
      returningFocus = { userId, until: Date.now() + RETURN_FOCUS_MS };
      setEditor(null);
    };
    return <PatientForm userId={userId} editor={editor} onClose={close} />;
  }

  const rows = summary ? summaryRows({ ...view, summary }) : [];

  return (
    <section aria-label="Patient summary" data-slot="patient-summary" className="grid gap-4 rounded-lg border p-4">
      {summary ? (
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">No patient details yet.</p>
      )}
      <FailureAlert title="Could not open the editor" failure={failure} />
      {view.emergency ? (
        <p className="text-sm text-muted-foreground">
          Read-only: emergency access shows the details, it does not edit them.
        </p>
      ) : (
        <Button ref={editButton} type="button" className="w-fit" disabled={pending} onClick={openEditor}>
          <PencilIcon aria-hidden="true" />
          {pending ? "Opening…" : summary ? "Edit details" : "Add details"}
        </Button>
      )}
    </section>
  );
}
