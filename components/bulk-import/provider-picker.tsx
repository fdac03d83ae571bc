"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { FormField } from "@/components/ui/form-field";

/** The OAuth provider the whole file belongs to (bulk import takes one provider per request). */
export function ProviderPicker({
  providers,
  value,
  error,
  onChange,
}: {
  providers: { slug: string; name: string }[];
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      label="Provider"
      required
      error={error}
      description="Connections must have been made with your team's own OAuth app for it."
    >
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} className="max-w-xs">
        <option value="">Choose a provider</option>
        {providers.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
