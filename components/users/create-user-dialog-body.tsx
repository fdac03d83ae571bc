"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";

import { FailureAlert } from "@/components/common/failure-alert";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createUserAction } from "@/lib/console/actions/users";
import { createUserBody } from "@/lib/contract/users";
import { TimeZoneCombobox } from "./time-zone-combobox";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { failureOf, type Failure } from "@/lib/console/action-failure";

type FormInput = z.input<typeof createUserBody>;
type FormOutput = z.output<typeof createUserBody>;
type Field = keyof FormInput;
const FIELDS: readonly Field[] = ["client_user_id", "fallback_time_zone", "fallback_birth_date"];

// An empty date input means "no birth date"; the contract wants null there, not "".
const emptyToNull = (value: unknown) => (value === "" ? null : value);

/**
 * "Create user": the contract schema validates in the browser and again in the action. Nothing
 * resets until the service has created the user, so every failure leaves what was typed. Loaded
 * when the button (create-user-dialog.tsx) is first used.
 */
export function CreateUserDialogBody({ open, onOpenChange: setOpen, onCloseAutoFocus }: DeferredDialogProps) {
  const router = useRouter();
  const [existingUserId, setExistingUserId] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUserBody),
    defaultValues: { client_user_id: "", fallback_time_zone: null, fallback_birth_date: null },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    setExistingUserId(null);
    const result = await createUserAction(values);
    if (result.ok) {
      toast.success(`User ${result.data.client_user_id} created`);
      setOpen(false);
      form.reset();
      router.push(`/users/${encodeURIComponent(result.data.user_id)}`);
      return;
    }
    const shownAtAField = applyFieldErrors(form, result, FIELDS);
    setExistingUserId(result.extra?.existingUserId ?? null);
    // A field error speaks for itself; anything else (refused, service down) needs the banner.
    if (!shownAtAField) setFailure(failureOf(result));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Create user</DialogTitle>
          <DialogDescription>
            A user record at the service; patient details and connections come later.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label="Create user">
          <FailureAlert title="Not created" failure={failure} />
          <div className="grid gap-1">
            <FormField
              label="client_user_id"
              required
              error={errors.client_user_id?.message}
              description="Your own identifier for this person, unique in the team."
            >
              <Input
                autoComplete="off"
                {...form.register("client_user_id", { onChange: () => setExistingUserId(null) })}
              />
            </FormField>
            {existingUserId ? (
              <Link
                href={`/users/${encodeURIComponent(existingUserId)}`}
                // Not prefetched: a prefetch carries the page title, which names the patient only when opened.
                prefetch={false}
                className="text-sm font-medium underline underline-offset-4"
              >
                Open the existing user
              </Link>
            ) : null}
          </div>
          <FormField label="Fallback time zone" error={errors.fallback_time_zone?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="fallback_time_zone"
                render={({ field }) => (
                  <TimeZoneCombobox
                    value={field.value}
                    onChange={(zone) =>
                      form.setValue("fallback_time_zone", zone, { shouldDirty: true, shouldValidate: true })
                    }
                    onBlur={field.onBlur}
                    buttonRef={field.ref}
                    control={control}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label="Fallback birth date" error={errors.fallback_birth_date?.message}>
            <Input
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              {...form.register("fallback_birth_date", { setValueAs: emptyToNull })}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating…" : "Create user"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
