"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { SearchIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LabAccountOption } from "@/lib/console/psc/lab-accounts";
import type { LabView } from "@/lib/service/read/labs";
import { PSC_RADII } from "@/lib/contract/enums";
import { CapabilityCheckboxes } from "./capability-checkboxes";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { PscAreaForm } from "@/lib/console/psc/schemas";
import { areaFormValues } from "@/lib/console/psc/area-form-values";
import type { PscParams } from "@/lib/console/psc/params";

// The schemas (and zod) arrive when the form first validates, not with the page; the URL state's
// serializer (with its own copy of nuqs, see psc-params.ts) when it first submits.
const loadSchemas = () => import("@/lib/console/psc/schemas");
const loadUrlState = () => import("@/lib/console/psc/params");
const areaResolver = lazyZodResolver<PscAreaForm, PscAreaForm>(() => loadSchemas().then((m) => m.pscAreaFormSchema));
const orderResolver = lazyZodResolver<PscAreaForm, PscAreaForm>(() => loadSchemas().then((m) => m.pscOrderFormSchema));

// Who reads this (ops, coordinators) cannot change it: say what happens and who can, not how.
const NO_LAB_ACCOUNTS = "None set up for your team: the lab's default is used. An admin can add them in Settings.";

/**
 * The search form. It only writes the URL (router.push); the server page reads it and searches,
 * so a search is a link. Fields are checked here with the same schema the page applies to the
 * URL; errors the page found (a hand-edited link, an unknown ZIP) arrive as `initialErrors`.
 */
export function PscSearchForm({
  params,
  labs,
  accounts = [],
  defaultLab = "",
  initialErrors = {},
}: {
  params: PscParams;
  /** Absent in by-order mode: the order fixes the lab and the place. */
  labs?: readonly Pick<LabView, "id" | "name">[];
  /** The team's lab accounts; the search may name one for availability checks. */
  accounts?: readonly LabAccountOption[];
  /** The lab chosen when the link names none. */
  defaultLab?: string;
  initialErrors?: Record<string, string>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const byOrder = Boolean(params.order);
  const form = useForm<PscAreaForm>({
    resolver: byOrder ? orderResolver : areaResolver,
    defaultValues: { ...areaFormValues(params), lab_id: params.lab || defaultLab },
    mode: "onTouched",
  });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [name, message] of Object.entries(initialErrors)) {
      if (name in form.getValues()) form.setError(name as keyof PscAreaForm, { message }, { shouldFocus: false });
    }
  }, [form, initialErrors]);

  async function onSubmit(v: PscAreaForm) {
    const { pscHref } = await loadUrlState();
    const next = { radius: v.radius, caps: v.capabilities, selected: null };
    const href = byOrder
      ? pscHref({ ...next, order: params.order })
      : pscHref({ ...next, zip: v.zip_code, lab: v.lab_id, account: v.lab_account_id });
    startTransition(() => router.push(href));
  }

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Service center search"
      className="grid gap-4 rounded-lg border bg-card p-4 md:grid-cols-2 xl:grid-cols-4"
    >
      {byOrder ? null : (
        <>
          <FormField label="ZIP code" required error={errors.zip_code?.message} id="psc-zip">
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="10001"
              {...form.register("zip_code")}
            />
          </FormField>
          <FormField label="Lab" required error={errors.lab_id?.message} id="psc-lab">
            {(control) => (
              <Controller
                control={form.control}
                name="lab_id"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                      <SelectValue placeholder="Choose a lab" />
                    </SelectTrigger>
                    <SelectContent>
                      {(labs ?? []).map((lab) => (
                        <SelectItem key={lab.id} value={String(lab.id)}>
                          {lab.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </>
      )}
      <FormField label="Radius" error={errors.radius?.message} id="psc-radius">
        {(control) => (
          <Controller
            control={form.control}
            name="radius"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PSC_RADII.map((r) => (
                    <SelectItem key={r} value={r}>
                      {r} miles
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      {byOrder ? null : (
        <FormField
          label="Lab account"
          error={errors.lab_account_id?.message}
          description={accounts.length ? "Optional: the account used for availability checks." : NO_LAB_ACCOUNTS}
          id="psc-account"
        >
          <NativeSelect {...form.register("lab_account_id")}>
            <option value="">Lab&apos;s default</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            {/* A link may name an account not configured here: kept, and shown as it is. */}
            {params.account && !accounts.some((a) => a.id === params.account) ? (
              <option value={params.account}>{params.account}</option>
            ) : null}
          </NativeSelect>
        </FormField>
      )}
      <Controller
        control={form.control}
        name="capabilities"
        render={({ field }) => <CapabilityCheckboxes value={field.value} onChange={field.onChange} />}
      />
      <div className="flex items-end md:col-span-2 xl:col-span-1">
        <Button type="submit" disabled={pending}>
          <SearchIcon aria-hidden="true" />
          {pending ? "Searching…" : "Search"}
        </Button>
      </div>
    </form>
  );
}
