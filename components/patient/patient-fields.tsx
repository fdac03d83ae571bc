"use client";

import type { ComponentProps, ReactNode } from "react";
import {
  get,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { WandSparklesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { PatientInput, PatientOutput } from "@/lib/console/patient/schemas";
import { US_STATES } from "@/lib/console/patient/us-states";
import { labNameProblem } from "@/lib/contract/lab-name";
import { labNameSuggestion } from "@/lib/contract/lab-name-suggestion";

/**
 * Field building blocks of the patient form, bound to react-hook-form by dotted path. Generic in
 * the form's values, so other forms that hold patient details (the order form) use the same ones.
 */
export type PatientForm = UseFormReturn<PatientInput, unknown, PatientOutput>;
/** Any form: a field needs its values' paths, never what the form's schema turns them into. */
export type AnyForm<T extends FieldValues, TOut = T> = UseFormReturn<T, unknown, TOut>;

export const emptyToNull = (value: unknown) => (value === "" ? null : value);
const toNumberOrNull = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

const errorAt = <T extends FieldValues, TOut>(form: AnyForm<T, TOut>, name: string) =>
  (get(form.formState.errors, name) as FieldError | undefined)?.message;

type TextFieldProps<T extends FieldValues, TOut> = {
  form: AnyForm<T, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
  description?: ReactNode;
  nullable?: boolean;
  number?: boolean;
} & Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "min" | "max" | "className">;

export function TextField<T extends FieldValues, TOut>({
  form,
  name,
  label,
  required,
  description,
  nullable,
  number,
  className,
  ...input
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      label={label}
      required={required}
      error={errorAt(form, name)}
      description={description}
      className={className}
    >
      <Input
        {...input}
        {...form.register(name, { setValueAs: number ? toNumberOrNull : nullable ? emptyToNull : undefined })}
      />
    </FormField>
  );
}

/** A lab-rule name: the rule's message as the person types, and a fix they can accept in one click. */
export function NameField<T extends FieldValues, TOut>({
  form,
  name,
  label,
}: {
  form: AnyForm<T, TOut>;
  name: Path<T>;
  label: string;
}) {
  const value = useWatch({ control: form.control, name });
  const text = typeof value === "string" ? value : "";
  const suggestion = labNameProblem(text) ? labNameSuggestion(text) : null;
  return (
    <div className="grid content-start gap-1">
      <TextField form={form} name={name} label={label} required autoComplete="off" />
      {suggestion ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => {
            form.setValue(name, suggestion as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
            // The button goes away with the problem it fixed; focus goes back to the fixed field
            // instead of falling to the top of the page.
            form.setFocus(name);
          }}
        >
          <WandSparklesIcon aria-hidden="true" />
          Use “{suggestion}”
        </Button>
      ) : null}
    </div>
  );
}

export function SelectField<T extends FieldValues, TOut>({
  form,
  name,
  label,
  options,
  empty,
  required,
}: {
  form: AnyForm<T, TOut>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  /** The label of the empty choice, which saves as null ("Not provided") or forces a pick. */
  empty: string;
  required?: boolean;
}) {
  // A native select: keyboard and screen-reader behaviour for free, and a value Playwright can pick.
  return (
    <FormField label={label} required={required} error={errorAt(form, name)}>
      <NativeSelect {...form.register(name, { setValueAs: emptyToNull })}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));

/** Street, city, state and ZIP under `prefix`; a loaded state outside the list is kept and flagged. */
export function AddressFields<T extends FieldValues, TOut>({
  form,
  prefix,
  legend,
}: {
  form: AnyForm<T, TOut>;
  /** Where the address's lines are in the form's values ("address", "patient_address"). */
  prefix: string;
  legend: string;
}) {
  const at = (line: string) => `${prefix}.${line}` as Path<T>;
  const state: unknown = useWatch({ control: form.control, name: at("state") });
  const options =
    typeof state === "string" && state && !STATE_OPTIONS.some((o) => o.value === state)
      ? [...STATE_OPTIONS, { value: state, label: state }]
      : STATE_OPTIONS;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <TextField
        form={form}
        name={at("first_line")}
        label="Address line 1"
        required
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name={at("second_line")}
        label="Address line 2"
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField form={form} name={at("city")} label="City" required autoComplete="off" />
      <SelectField form={form} name={at("state")} label="State" options={options} empty="Choose a state" required />
      <TextField
        form={form}
        name={at("zip_code")}
        label="ZIP code"
        required
        inputMode="numeric"
        autoComplete="off"
        description="12345 or 12345-6789"
      />
    </fieldset>
  );
}
