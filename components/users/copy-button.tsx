"use client";

import { useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";

/**
 * Copies an id to the clipboard. The clipboard API exists only in secure contexts (https or
 * localhost); elsewhere the toast says so instead of failing silently.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Could not copy: the browser blocked the clipboard. Select the text and copy it instead.");
    }
  }

  return (
    // One short class (app/globals.css) instead of the button's variant classes: ids repeat on
    // every row of a table.
    <button type="button" className="copy-button" onClick={copy} aria-label={label} title={label}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      <span className="sr-only" aria-live="polite">
        {copied ? "Copied" : ""}
      </span>
    </button>
  );
}

/** An id in monospace with its copy button. */
export function CopyableId({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <code className="font-mono text-xs break-all">{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  );
}
