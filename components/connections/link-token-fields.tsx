"use client";

import { useId } from "react";
import { Controller, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, FormField } from "@/components/ui/form-field";
import type { ProviderOption } from "@/lib/console/connections/load";
import type { LinkTokenForm } from "@/lib/console/connections/schemas";

type BooleanField = "limitProviders" | "onErrorRedirect" | "onCloseRedirect";

/** One switch of the link form; a disabled one says why in its description. */
export function CheckboxField({
  control,
  name,
  label,
  disabled,
  hint,
}: {
  control: Control<LinkTokenForm>;
  name: BooleanField;
  label: string;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} orientation="horizontal" description={hint}>
          <Checkbox
            checked={field.value}
            disabled={disabled}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        </FormField>
      )}
    />
  );
}

/** "Providers to offer": a checklist from the catalogue; at least one when the list is on. */
export function ProviderChecklist({
  control,
  providers,
  error,
}: {
  control: Control<LinkTokenForm>;
  providers: ProviderOption[];
  error?: string;
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="filterOnProviders"
      render={({ field }) => {
        const chosen = new Set<string>(field.value);
        const toggle = (slug: string, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(slug);
          else next.delete(slug);
          field.onChange(providers.map((p) => p.slug).filter((s) => next.has(s)));
        };
        return (
          <fieldset
            className="grid gap-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Providers to offer</legend>
            <div className="grid max-h-48 grid-cols-2 gap-2 overflow-y-auto rounded-md border p-2">
              {providers.map((p) => (
                <label key={p.slug} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={chosen.has(p.slug)}
                    onCheckedChange={(checked) => toggle(p.slug, checked === true)}
                  />
                  {p.name}
                </label>
              ))}
            </div>
            <FieldError id={errorId} messages={error ? [error] : []} />
          </fieldset>
        );
      }}
    />
  );
}

/**
 * Providers whose data lives on the phone cannot be connected from a web link; the person connects
 * them in the mobile app, which asks for a link code. Naming them here avoids sending someone to a
 * page that cannot connect what they were told to connect.
 */
export function MobileOnlyNote({ providers, onUseCode }: { providers: ProviderOption[]; onUseCode: () => void }) {
  if (providers.length === 0) return null;
  return (
    <div className="bg-muted/50 -mt-2 grid gap-1 rounded-md border p-3 text-sm" data-testid="mobile-only-note">
      <p>
        <span className="font-medium">Not offered by a link:</span> {providers.map((p) => p.name).join(", ")}. These
        connect from the person&apos;s phone, in the mobile app, with a link code.
      </p>
      <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={onUseCode}>
        Create a link code instead
      </Button>
    </div>
  );
}
