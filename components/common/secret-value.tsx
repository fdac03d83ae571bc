"use client";

import { CopyButton } from "@/components/common/copy-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/**
 * A secret the server just created (a link token or URL, a staff member's password), readonly with
 * a copy button. It lives only in the dialog's state: closing the dialog drops it and nothing in
 * the console can show it again.
 */
export function SecretValue({ label, value, description }: { label: string; value: string; description?: string }) {
  return (
    <FormField label={label} description={description}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input
            {...control}
            readOnly
            value={value}
            className="font-mono text-xs"
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
        </div>
      )}
    </FormField>
  );
}
