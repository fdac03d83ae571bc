"use client";

import { useState } from "react";
import { CopyIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/**
 * A password the server generated, shown this one time. It lives only in the dialog's state;
 * closing the dialog drops it, and nothing can show it again.
 */
export function OneTimePassword({ password, forName }: { password: string; forName: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast.success("Password copied");
    } catch {
      toast.error("Could not copy: select the password and copy it by hand.");
    }
  }

  return (
    <div className="grid gap-3">
      <FormField
        label="Password"
        description={`Shown only now. Copy it and give it to ${forName} through a channel only they can read; Labdesk cannot show it again.`}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              readOnly
              value={password}
              className="font-mono"
              autoComplete="off"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy} aria-label="Copy password">
              <CopyIcon aria-hidden="true" />
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
      </FormField>
    </div>
  );
}
