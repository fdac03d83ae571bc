"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";

import { FailureAlert } from "@/components/common/failure-alert";
import { Button } from "@/components/ui/button";
import { updatePatientAction } from "@/lib/console/actions/patient";
import { patientDetails, type PatientInput, type PatientOutput } from "@/lib/console/patient/schemas";
import type { PatientEditorData } from "@/lib/console/patient/view";
import { PatientFormFields } from "./patient-form-fields";
import { useUnsavedGuard } from "./use-unsaved-guard";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { failureOf, type Failure } from "@/lib/console/action-failure";

type SaveFailure = Failure & { conflict: boolean };

/**
 * The patient details form: the console schema validates as the person types and again in the
 * action. Nothing is reset until the service has stored the details, so every failure (a refused
 * field, the service down, a conflict) leaves what was typed on screen.
 */
export function PatientForm({
  userId,
  editor,
  onClose,
}: {
  userId: string;
  editor: PatientEditorData;
  onClose: () => void;
}) {
  const router = useRouter();
  // The version the next save claims to replace: the loaded one, then each saved one.
  const [fingerprint, setFingerprint] = useState(editor.fingerprint);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const form = useForm<PatientInput, unknown, PatientOutput>({
    resolver: zodResolver(patientDetails),
    defaultValues: editor.values,
    mode: "onChange",
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty);
  // The form replaces the button that opened it: focus moves into the form, not to the top of the page.
  useEffect(() => form.setFocus("first_name"), [form]);

  async function save(values: PatientOutput, force = false) {
    setFailure(null);
    const result = await updatePatientAction({ ...values, user_id: userId, fingerprint, force });
    if (result.ok) {
      setFingerprint(result.data.fingerprint);
      form.reset(form.getValues());
      toast.success("Patient details saved");
      router.refresh();
      onClose();
      return;
    }
    // Every path but the form-wide one names a field as the form does.
    const shownAtAField = applyFieldErrors(form, result, (path) =>
      path === "_form" ? null : (path as FieldPath<PatientInput>),
    );
    const conflict = result.extra?.conflict === "1";
    if (!shownAtAField || conflict) setFailure({ ...failureOf(result), conflict });
  }

  return (
    <form noValidate aria-label="Patient details" className="grid gap-6" onSubmit={form.handleSubmit((v) => save(v))}>
      <FailureAlert title={failure?.conflict ? "Changed by someone else" : "Not saved"} failure={failure}>
        {failure?.conflict ? (
          <Button type="button" variant="destructive" size="sm" onClick={form.handleSubmit((v) => save(v, true))}>
            Overwrite anyway
          </Button>
        ) : null}
      </FailureAlert>
      <PatientFormFields form={form} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save details"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={isSubmitting}
          onClick={() => (!isDirty || window.confirm("Discard your changes?")) && onClose()}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
