"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { resendOrderEventsAction } from "@/lib/console/actions/events";
import { failureText } from "@/lib/console/action-failure";

/** Delivery and processing take about a second: the page reads the store again after this. */
const ARRIVAL_MS = 2000;

/**
 * Asks the service to send one order's events again (its order, appointment and critical-result
 * events as they now stand). The new deliveries arrive like any other, so the lists below show them.
 */
export function ResendForm() {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await resendOrderEventsAction({ order_id: value });
      if (!result.ok) {
        setError(result.fieldErrors?.order_id ?? failureText(result));
        return;
      }
      setError(null);
      toast.success("The service is sending the order's events again; they show below as they arrive.");
      setTimeout(() => router.refresh(), ARRIVAL_MS);
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Resend an order's events"
      className="flex flex-wrap items-start gap-2"
    >
      <FormField
        label="Order id"
        description="The order's events are sent again as it now stands."
        error={error}
        className="w-full max-w-md"
      >
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="Paste an order id"
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <Button type="submit" variant="outline" className="mt-6" disabled={pending || value.trim() === ""}>
        <RotateCwIcon aria-hidden="true" />
        {pending ? "Asking…" : "Resend events"}
      </Button>
    </form>
  );
}
