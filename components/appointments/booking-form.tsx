"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { get, useForm, useWatch, type FieldError, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { bookAppointment } from "@/lib/console/actions/appointments";
import { bookingForm, type BookingInput, type BookingOutput } from "@/lib/console/appointments/booking-schema";
import { PROVIDER_LABELS } from "@/lib/console/appointments/provider-labels";
import type { BookingAddress } from "@/lib/console/orders/booking-address";
import { MAX_APPOINTMENT_NOTES } from "@/lib/contract/phlebotomy";

type Failure = { message: string; requestId: string; conflict: boolean };

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30";

/**
 * Books an at-home draw. One idempotency key per form instance and a button disabled while the
 * request runs: a double click or a retried submit never books twice (the action checks the key).
 */
export function BookingForm({ orderId, address, onDone }: { orderId: string; address: BookingAddress; onDone: () => void }) {
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<BookingInput, unknown, BookingOutput>({
    resolver: zodResolver(bookingForm),
    defaultValues: { address, provider: "getlabs", appointment_notes: "" },
    mode: "onChange",
  });
  const notes = useWatch({ control: form.control, name: "appointment_notes" }) ?? "";
  const { isSubmitting } = form.formState;
  const errorAt = (name: string) => (get(form.formState.errors, name) as FieldError | undefined)?.message;

  async function submit(values: BookingOutput) {
    setFailure(null);
    const result = await bookAppointment({ ...values, order_id: orderId, idempotency_key: idempotencyKey });
    if (result.ok) {
      toast.success(`At-home draw requested: status ${result.data.status}`);
      router.refresh();
      onDone();
      return;
    }
    let atField = false;
    for (const [path, message] of Object.entries(result.fieldErrors ?? {})) {
      if (path === "_form" || path === "order_id" || path === "idempotency_key") continue;
      form.setError(path as FieldPath<BookingInput>, { type: "server", message }, { shouldFocus: !atField });
      atField = true;
    }
    setFailure({ message: result.message, requestId: result.requestId, conflict: !!result.extra?.appointmentStatus });
  }

  const text = (name: FieldPath<BookingInput>, label: string, opts: { required?: boolean; autoComplete?: string } = {}) => (
    <FormField label={label} required={opts.required} error={errorAt(name)}>
      <Input autoComplete={opts.autoComplete ?? "off"} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate aria-label="Book at-home draw" className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon />
          <AlertTitle>{failure.conflict ? "Already booked" : "Not booked"}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-1">
            <p>{failure.message}</p>
            <p className="text-xs">
              Request id <code className="font-mono select-all">{failure.requestId}</code>
            </p>
            {failure.conflict ? (
              <Link href={`/orders/${orderId}#appointment`} onClick={() => router.refresh()} className="underline underline-offset-4">
                View the existing appointment
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Address of the draw</legend>
        {text("address.first_line", "Street address", { required: true })}
        {text("address.unit", "Unit")}
        {text("address.second_line", "Address line 2")}
        {text("address.city", "City", { required: true })}
        {text("address.state", "State", { required: true })}
        {text("address.zip_code", "ZIP code", { required: true })}
        <div className="sm:col-span-2">{text("address.access_notes", "Access notes (gate code, parking…)")}</div>
      </fieldset>
      <FormField label="Provider" required error={errorAt("provider")}>
        <select className={SELECT_CLASS} {...form.register("provider")}>
          {Object.entries(PROVIDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label="Notes for the phlebotomist"
        error={errorAt("appointment_notes")}
        description={
          <span aria-live="polite" data-testid="notes-counter" className={notes.length > MAX_APPOINTMENT_NOTES ? "text-destructive" : undefined}>
            {notes.length} / {MAX_APPOINTMENT_NOTES} characters
          </span>
        }
      >
        <Textarea rows={4} {...form.register("appointment_notes")} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Booking…" : "Book draw"}
        </Button>
      </div>
    </form>
  );
}
