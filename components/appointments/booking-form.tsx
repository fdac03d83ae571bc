"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { get, useForm, useWatch, type FieldError, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { bookAppointmentAction } from "@/lib/console/actions/appointments";
import { slotSearchForm, type SlotSearchInput, type SlotSearchOutput } from "@/lib/console/appointments/schemas";
import { slotMoment } from "@/lib/console/appointments/slot-format";
import type { BookingAddress } from "@/lib/console/orders/booking-address";
import { US_STATES } from "@/lib/console/patient/us-states";
import { SlotsPanel } from "./slots-panel";
import { FailureAlert } from "@/components/common/failure-alert";
import { useSlots, type SlotChoice } from "./use-slots";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { failureOf, type Failure } from "@/lib/console/action-failure";

const ADDRESS_LINES = ["first_line", "second_line", "city", "state", "zip_code", "unit", "access_notes"];

type SaveFailure = Failure & { conflict: boolean };

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));

/**
 * Books an at-home draw in two steps: the address (prefilled), then a day and a slot offered for
 * it. One idempotency key per form instance and buttons disabled while a request runs: a double
 * click or a retried submit never books twice (the action checks the key). Changing the address
 * drops the slots, which belong to the address they were offered for.
 */
export function BookingForm({
  orderId,
  address,
  onDone,
}: {
  orderId: string;
  address: BookingAddress;
  onDone: () => void;
}) {
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [searchedFor, setSearchedFor] = useState<string | null>(null);
  const slots = useSlots(orderId);
  const form = useForm<SlotSearchInput, unknown, SlotSearchOutput>({
    resolver: zodResolver(slotSearchForm),
    defaultValues: { address },
    mode: "onChange",
  });
  const typed = JSON.stringify(useWatch({ control: form.control, name: "address" }));
  const current = searchedFor === typed && slots.state.status !== "idle";
  const { isSubmitting } = form.formState;
  const errorAt = (name: string) => (get(form.formState.errors, name) as FieldError | undefined)?.message;

  async function showSlots(values: SlotSearchOutput) {
    setFailure(null);
    setSlot(null);
    setSearchedFor(typed);
    const result = await slots.search(values.address);
    if (result.status !== "failed") return;
    // The service names a refused line of the address ("zip_code"); the action names "address.zip_code".
    applyFieldErrors(form, result.failure, (path) => {
      const line = path.replace(/^address\./, "");
      return ADDRESS_LINES.includes(line) ? (`address.${line}` as FieldPath<SlotSearchInput>) : null;
    });
  }

  async function book() {
    if (!slot) return;
    setFailure(null);
    const result = await bookAppointmentAction({
      order_id: orderId,
      idempotency_key: idempotencyKey,
      booking_key: slot.booking_key,
      slot_start: slot.start,
      slot_end: slot.end,
    });
    if (result.ok) {
      toast.success(`At-home draw booked: ${slotMoment(result.data.startAt, result.data.endAt, result.data.timeZone)}`);
      router.refresh();
      onDone();
      return;
    }
    setFailure({ ...failureOf(result), conflict: !!result.extra?.appointmentStatus });
    // The slot went to someone else or its key expired: fresh slots, the address kept as typed.
    if (result.extra?.slotGone) {
      setSlot(null);
      await slots.reload();
    }
  }

  const submit = current ? form.handleSubmit(book) : form.handleSubmit(showSlots);
  const text = (
    name: FieldPath<SlotSearchInput>,
    label: string,
    opts: { required?: boolean; description?: string; className?: string } = {},
  ) => (
    <FormField
      label={label}
      required={opts.required}
      error={errorAt(name)}
      description={opts.description}
      className={opts.className}
    >
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );
  // A state the loaded address spells otherwise (a full name, a typo) stays selectable as it came.
  const loadedState = address.state;
  const states =
    loadedState && !STATE_OPTIONS.some((o) => o.value === loadedState)
      ? [...STATE_OPTIONS, { value: loadedState, label: loadedState }]
      : STATE_OPTIONS;

  return (
    <form noValidate aria-label="Book at-home draw" className="grid gap-4" onSubmit={submit}>
      {failure ? (
        <FailureAlert title={failure.conflict ? "Already booked" : "Not booked"} failure={failure}>
          {failure.conflict ? (
            <Link
              href={`/orders/${orderId}#appointment`}
              onClick={() => router.refresh()}
              className="underline underline-offset-4"
            >
              View the existing appointment
            </Link>
          ) : null}
        </FailureAlert>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Address of the draw</legend>
        {text("address.first_line", "Street address", { required: true, className: "sm:col-span-2" })}
        {text("address.second_line", "Apartment, suite or unit", { className: "sm:col-span-2" })}
        {text("address.city", "City", { required: true })}
        <FormField label="State" required error={errorAt("address.state")}>
          <NativeSelect {...form.register("address.state")}>
            <option value="">Choose a state</option>
            {states.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text("address.zip_code", "ZIP code", { required: true, description: "12345 or 12345-6789" })}
        <div className="sm:col-span-2">{text("address.access_notes", "Access notes (gate code, parking…)")}</div>
      </fieldset>
      {current ? (
        <SlotsPanel
          state={slots.state}
          value={slot}
          onChange={setSlot}
          onRetry={() => void slots.reload()}
          disabled={isSubmitting}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        {current ? (
          <Button type="submit" disabled={isSubmitting || !slot || slots.state.status === "loading"}>
            {isSubmitting ? "Booking…" : "Book draw"}
          </Button>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Looking…" : "Show available slots"}
          </Button>
        )}
      </div>
    </form>
  );
}
