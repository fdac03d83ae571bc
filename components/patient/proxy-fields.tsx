"use client";

import { useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import type { PatientInput } from "@/lib/console/patient/schemas";
import { EMPTY_PROXY } from "@/lib/console/patient/view";
import { AddressFields, NameField, TextField, type PatientForm } from "./patient-fields";

/**
 * The medical proxy (guarantor): optional for adults, required under 18 — the schema's message
 * for that is shown here, next to the button that adds one.
 */
export function ProxyFields({ form, error }: { form: PatientForm; error?: string }) {
  const proxy = useWatch({ control: form.control, name: "medical_proxy" });
  const set = (value: PatientInput["medical_proxy"]) =>
    form.setValue("medical_proxy", value, { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Medical proxy</legend>
      <FieldError id="medical-proxy-error" messages={error ? [error] : []} />
      {proxy ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField form={form} name="medical_proxy.first_name" label="Proxy first name" />
            <NameField form={form} name="medical_proxy.last_name" label="Proxy last name" />
            <TextField
              form={form}
              name="medical_proxy.phone_number"
              label="Proxy phone"
              type="tel"
              required
              autoComplete="off"
            />
            <TextField
              form={form}
              name="medical_proxy.email"
              label="Proxy email"
              type="email"
              nullable
              autoComplete="off"
            />
            <TextField
              form={form}
              name="medical_proxy.household_income"
              label="Household income (USD a year)"
              type="number"
              number
              inputMode="numeric"
            />
            <TextField
              form={form}
              name="medical_proxy.household_size"
              label="Household size"
              type="number"
              number
              inputMode="numeric"
            />
          </div>
          <AddressFields form={form} prefix="medical_proxy.address" legend="Proxy address" />
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set(null)}>
            Remove medical proxy
          </Button>
        </>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => set({ ...EMPTY_PROXY, address: { ...form.getValues("address") } })}
        >
          Add a medical proxy
        </Button>
      )}
    </fieldset>
  );
}
