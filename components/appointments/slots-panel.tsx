"use client";

import { RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SlotPicker } from "./slot-picker";
import type { SlotChoice, useSlots } from "./use-slots";
import { FailureAlert } from "@/components/common/failure-alert";

/** The slots step of a booking or a reschedule: looking, failed (with a retry), or the picker. */
export function SlotsPanel({
  state,
  value,
  onChange,
  onRetry,
  disabled,
}: {
  state: ReturnType<typeof useSlots>["state"];
  value: SlotChoice | null;
  onChange: (slot: SlotChoice | null) => void;
  onRetry: () => void;
  disabled?: boolean;
}) {
  if (state.status === "idle") return null;
  if (state.status === "failed") {
    return (
      <FailureAlert title="Could not load the slots" failure={state.failure}>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </FailureAlert>
    );
  }
  if (!state.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Looking for open slots…
      </p>
    );
  }
  return (
    <section aria-label="Available slots" aria-busy={state.status === "loading"} className="grid gap-2">
      <SlotPicker
        availability={state.data}
        value={value}
        onChange={onChange}
        disabled={disabled || state.status === "loading"}
      />
    </section>
  );
}
