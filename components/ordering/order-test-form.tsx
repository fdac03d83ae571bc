"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { get, useForm, useWatch, type FieldError, type FieldErrors, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { FailureAlert } from "@/components/common/failure-alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { genderOptions } from "@/components/patient/enum-labels";
import { AddressFields, NameField, SelectField, TextField } from "@/components/patient/patient-fields";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { createOrderAction } from "@/lib/console/actions/ordering";
import type { CatalogueEntry } from "@/lib/console/orders/catalogue-entries";
import { orderForm, type OrderFormInput, type OrderFormOutput } from "@/lib/console/orders/order-form";
import { EARLIEST_DOB } from "@/lib/console/patient/schemas";
import { CataloguePicker } from "./catalogue-picker";
import type { PlacedOrder } from "./order-placed";

type Field = FieldPath<OrderFormInput>;
/** Fields a refusal may name: the form's own paths, which are the service's. */
const FIELDS = new Set<string>([
  "lab_test_id",
  "collection_method",
  ...["first_name", "last_name", "dob", "gender", "email", "phone_number"].map((f) => `patient_details.${f}`),
  ...["first_line", "second_line", "city", "state", "zip_code"].map((f) => `patient_address.${f}`),
  ...["first_name", "last_name", "npi"].map((f) => `physician.${f}`),
]);

/** A path the service or the action names → the form's field; the real service calls the ZIP `zip`. */
function fieldOf(path: string): Field | null {
  if (path === "patient_address.zip") return "patient_address.zip_code";
  if (path.startsWith("order_set.")) return "lab_test_id";
  return FIELDS.has(path) ? (path as Field) : null;
}

/**
 * The order form: the catalogue, the patient's details (filled from their record, checked by the
 * labs' rules as the person types) and an optional physician. One idempotency key per form, and
 * the button disabled while the order is sent: a double click or a retry makes one order. Nothing
 * typed is reset by a failure.
 */
export function OrderTestForm({
  userId,
  initial,
  hasDetails,
  onPlaced,
  onCancel,
}: {
  userId: string;
  initial: OrderFormInput;
  hasDetails: boolean;
  onPlaced: (order: PlacedOrder) => void;
  onCancel: () => void;
}) {
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [entry, setEntry] = useState<CatalogueEntry | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(orderForm),
    defaultValues: initial,
    mode: "onChange",
  });
  const { isSubmitting, errors } = form.formState;
  const labTestId = useWatch({ control: form.control, name: "lab_test_id" });
  const gender = useWatch({ control: form.control, name: "patient_details.gender" });
  const errorAt = (name: Field) => (get(errors, name) as FieldError | undefined)?.message;

  // The test and its collection method have no input of their own for the form to focus: the first
  // invalid field on screen is the catalogue's search (no test yet) or its collection methods.
  function showPickerError(invalid: FieldErrors<OrderFormInput>) {
    const at = invalid.lab_test_id
      ? "input[type=search]"
      : invalid.collection_method
        ? "input[name=collection-method]"
        : null;
    if (at) picker.current?.querySelector<HTMLInputElement>(at)?.focus();
  }

  async function place() {
    setFailure(null);
    // The action validates the form's own values with the same schema, so it gets them as typed.
    const result = await createOrderAction({ ...form.getValues(), user_id: userId, idempotency_key: idempotencyKey });
    if (result.ok) {
      router.refresh();
      onPlaced({
        id: result.data.id,
        testName: entry?.name ?? "Lab test",
        collectionMethod: result.data.collectionMethod,
      });
      return;
    }
    const atAField = applyFieldErrors(form, result, fieldOf);
    if (!atAField) setFailure(failureOf(result));
    else showPickerError(form.formState.errors);
  }

  return (
    <form
      noValidate
      aria-label="Order a test"
      className="grid gap-6"
      onSubmit={(event) => void form.handleSubmit(place, showPickerError)(event)}
    >
      <FailureAlert title="Not ordered" failure={failure} />
      <div ref={picker}>
        <CataloguePicker
          chosen={entry}
          labTestId={labTestId}
          testError={errorAt("lab_test_id")}
          methodError={errorAt("collection_method")}
          onChoose={(next, option) => {
            setEntry(next);
            const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
            form.setValue("lab_test_id", option?.labTestId ?? "", opts);
            form.setValue("collection_method", option?.method ?? "", opts);
          }}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Patient</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {hasDetails
            ? "From the patient's details. A change here goes on this order only; change the record on the patient tab."
            : "This user has no patient details yet: enter them for this order, or add them on the patient tab first."}
        </p>
        <NameField form={form} name="patient_details.first_name" label="First name" />
        <NameField form={form} name="patient_details.last_name" label="Last name" />
        <TextField
          form={form}
          name="patient_details.dob"
          label="Date of birth"
          type="date"
          required
          min={EARLIEST_DOB}
          max={new Date().toISOString().slice(0, 10)}
        />
        <SelectField
          form={form}
          name="patient_details.gender"
          label="Gender"
          options={genderOptions(gender)}
          empty="Choose"
          required
        />
        <TextField form={form} name="patient_details.email" label="Email" type="email" required autoComplete="off" />
        <TextField
          form={form}
          name="patient_details.phone_number"
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          description="US numbers as (212) 555-0123; +country code for others"
        />
      </fieldset>
      <AddressFields
        form={form}
        prefix="patient_address"
        legend="Address (printed on the requisition; where an at-home draw happens)"
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">Ordering physician (optional)</legend>
        <p className="text-sm text-muted-foreground sm:col-span-3">
          Leave empty to have the service&apos;s physicians order. A delegated lab account needs your own.
        </p>
        <TextField form={form} name="physician.first_name" label="Physician first name" autoComplete="off" />
        <TextField form={form} name="physician.last_name" label="Physician last name" autoComplete="off" />
        <TextField form={form} name="physician.npi" label="NPI" inputMode="numeric" autoComplete="off" />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Ordering…" : "Place order"}
        </Button>
      </div>
    </form>
  );
}
