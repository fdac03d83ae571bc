"use client";

import { useState, useTransition } from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { trackOrderByIdAction } from "@/lib/console/actions/appointments";
import { failureText } from "@/lib/console/action-failure";

/**
 * Adds an order to the board by pasting its id, so the board also follows orders a service
 * without an order list will not return. The action checks the order exists and is at home.
 */
export function TrackOrderForm({ onTracked }: { onTracked: () => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await trackOrderByIdAction({ order_id: value.trim() });
      if (!result.ok) {
        const field = result.fieldErrors?.order_id;
        setError(field ? field : failureText(result));
        return;
      }
      setError(null);
      setValue("");
      toast.success("Order added to the board");
      onTracked();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Track an order" className="flex flex-wrap items-start gap-2">
      <FormField label="Track an order by id" error={error} className="w-full max-w-md">
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="Paste an order id"
          autoComplete="off"
        />
      </FormField>
      <Button type="submit" variant="outline" className="mt-6" disabled={pending || value.trim() === ""}>
        <PlusIcon aria-hidden="true" />
        {pending ? "Adding…" : "Track"}
      </Button>
    </form>
  );
}
