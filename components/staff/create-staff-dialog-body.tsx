"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { createStaffAction } from "@/lib/console/actions/staff";
import { CREATE_STAFF_DEFAULTS, STAFF_PASSWORD_MIN_LENGTH, createStaffSchema } from "@/lib/console/staff/schemas";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import { OneTimePassword } from "./one-time-password";
import { RoleSelect } from "./role-select";

const FIELDS = ["email", "name", "role", "password"] as const;

export function CreateStaffDialogBody({ open, onOpenChange: setOpen, onCloseAutoFocus }: DeferredDialogProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const form = useForm({ resolver: zodResolver(createStaffSchema), defaultValues: CREATE_STAFF_DEFAULTS });
  const generate = useWatch({ control: form.control, name: "generatePassword" });
  const { errors, isSubmitting } = form.formState;

  // Closing forgets everything, the one-time password included.
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset(CREATE_STAFF_DEFAULTS);
      setFailure(null);
      setCreated(null);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createStaffAction(values);
    if (!result.ok) {
      // Field messages go next to their fields; the typed values stay in the form.
      if (!applyFieldErrors(form, result, FIELDS)) setFailure(failureOf(result));
      return;
    }
    if (result.data.generatedPassword) setCreated({ name: result.data.name, password: result.data.generatedPassword });
    else {
      toast.success(`${result.data.name} can now sign in`, { description: requestIdLine(result.requestId) });
      onOpenChange(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{created ? `${created.name} was added` : "Add staff member"}</DialogTitle>
          <DialogDescription>
            {created
              ? "They can sign in with this password now."
              : "They sign in with their email and a password you set or let Labdesk generate."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <OneTimePassword password={created.password} forName={created.name} />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register("email")} />
            </FormField>
            <FormField label="Name" required error={errors.name?.message}>
              <Input autoComplete="off" {...form.register("name")} />
            </FormField>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect value={field.value} onChange={field.onChange} error={errors.role?.message} />
              )}
            />
            <Controller
              control={form.control}
              name="generatePassword"
              render={({ field }) => (
                <FormField
                  label="Generate a password"
                  orientation="horizontal"
                  description="Shown to you once, after the account is created."
                >
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                </FormField>
              )}
            />
            {generate ? null : (
              <FormField
                label="Initial password"
                required
                error={errors.password?.message}
                description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
              >
                <Input type="password" autoComplete="new-password" {...form.register("password")} />
              </FormField>
            )}
            <FailureAlert failure={failure} />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Adding…" : "Add staff member"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
