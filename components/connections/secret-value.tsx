"use client";

import { CopyButton } from "@/components/common/copy-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/**
 * A token or URL the server just created, readonly with a copy button. It lives only in the
 * dialog's state: closing the dialog drops it and nothing in the console can show it again.
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

/** A QR code drawn on the server (an SVG data URL), so the qrcode library never ships here. */
export function QrImage({ src, label }: { src: string; label: string }) {
  return (
    // A data: URL needs no optimisation; next/image would refuse it without extra config.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={label} width={176} height={176} className="rounded-md border bg-white p-2" />
  );
}
