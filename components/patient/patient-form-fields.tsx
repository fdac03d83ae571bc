"use client";

import { Fragment, type ReactNode } from "react";
import { useWatch } from "react-hook-form";

import { EARLIEST_DOB } from "@/lib/console/patient/schemas";
import type { UserInfoField } from "@/lib/contract/user-info";
import { PATIENT_ENUMS, enumOptions, genderOptions, NOT_PROVIDED, type PatientEnumField } from "./enum-labels";
import { AddressFields, NameField, SelectField, TextField, type PatientForm } from "./patient-fields";
import { ProxyFields } from "./proxy-fields";

type Input = {
  /** Takes a row of its own (a fieldset); the others sit two to a row. */
  wide?: true;
  render: (form: PatientForm) => ReactNode;
};

/**
 * Where the form asks for each field of the stored record, in the order it asks. The save replaces
 * the whole record, so a field the contract gains is kept but never editable until it is asked
 * for: the `satisfies` makes such a field fail to compile here until it has an input.
 */
const PATIENT_INPUTS = {
  first_name: { render: (form) => <NameField form={form} name="first_name" label="First name" /> },
  last_name: { render: (form) => <NameField form={form} name="last_name" label="Last name" /> },
  email: {
    render: (form) => <TextField form={form} name="email" label="Email" type="email" required autoComplete="off" />,
  },
  phone_number: {
    render: (form) => (
      <TextField
        form={form}
        name="phone_number"
        label="Phone"
        type="tel"
        required
        autoComplete="off"
        description="US numbers as (212) 555-0123; +country code for others"
      />
    ),
  },
  gender: { render: (form) => <GenderSelect form={form} /> },
  dob: {
    render: (form) => (
      <TextField
        form={form}
        name="dob"
        label="Date of birth"
        type="date"
        required
        min={EARLIEST_DOB}
        max={new Date().toISOString().slice(0, 10)}
      />
    ),
  },
  address: { wide: true, render: (form) => <AddressFields form={form} prefix="address" legend="Address" /> },
  medical_proxy: {
    wide: true,
    render: (form) => {
      const error = form.formState.errors.medical_proxy;
      return <ProxyFields form={form} error={error?.message ?? error?.root?.message} />;
    },
  },
  race: enumInput("race"),
  ethnicity: enumInput("ethnicity"),
  sexual_orientation: enumInput("sexual_orientation"),
  gender_identity: enumInput("gender_identity"),
} satisfies Record<UserInfoField, Input>;

const PATIENT_FORM_FIELDS = Object.keys(PATIENT_INPUTS) as UserInfoField[];

/** Every input in order: the narrow ones in two-column grids, each wide one on its own. */
export function PatientFormFields({ form }: { form: PatientForm }) {
  const groups: UserInfoField[][] = [];
  let narrow: UserInfoField[] | null = null;
  for (const field of PATIENT_FORM_FIELDS) {
    const input: Input = PATIENT_INPUTS[field];
    if (input.wide) {
      groups.push([field]);
      narrow = null;
    } else if (narrow) narrow.push(field);
    else groups.push((narrow = [field]));
  }
  return groups.map((fields) => {
    const first = fields[0]!;
    const input: Input = PATIENT_INPUTS[first];
    if (input.wide) return <Fragment key={first}>{input.render(form)}</Fragment>;
    return (
      <div key={first} className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <Fragment key={field}>{PATIENT_INPUTS[field].render(form)}</Fragment>
        ))}
      </div>
    );
  });
}

function enumInput(field: PatientEnumField): Input {
  return { render: (form) => <EnumSelect form={form} field={field} /> };
}

/** A coded answer: the listed values, plus the stored one when the list does not have it. */
function EnumSelect({ form, field }: { form: PatientForm; field: PatientEnumField }) {
  const current = useWatch({ control: form.control, name: field });
  return (
    <SelectField
      form={form}
      name={field}
      label={PATIENT_ENUMS[field].label}
      options={enumOptions(field, current)}
      empty={NOT_PROVIDED}
    />
  );
}

function GenderSelect({ form }: { form: PatientForm }) {
  const gender = useWatch({ control: form.control, name: "gender" });
  return (
    <SelectField form={form} name="gender" label="Gender" options={genderOptions(gender)} empty="Choose" required />
  );
}
