"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { setStaffRoleAction } from "@/lib/console/actions/staff";
import { isRole } from "@/lib/console/permissions";
import { setRoleSchema } from "@/lib/console/staff/schemas";
import type { StaffListRow } from "@/lib/console/staff/load";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import { RoleSelect, roleLabel } from "./role-select";

export type StaffDialogProps = { member: StaffListRow; open: boolean; onOpenChange: (open: boolean) => void };

/** Changes one member's role; it applies from their next request, without signing them out. */
export function SetRoleDialog({ member, open, onOpenChange }: StaffDialogProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const defaults = { staffId: member.id, role: isRole(member.role) ? member.role : "analyst" } as const;
  const form = useForm({ resolver: zodResolver(setRoleSchema), values: defaults });
  const { errors, isSubmitting } = form.formState;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setFailure(null);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await setStaffRoleAction(values);
    if (!result.ok) {
      if (!applyFieldErrors(form, result, ["role"])) setFailure(failureOf(result));
      return;
    }
    toast.success(`${member.name} is now ${roleLabel(values.role)}`, {
      description: `It applies from their next page or action. ${requestIdLine(result.requestId)}`,
    });
    close(false);
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change role of {member.name}</DialogTitle>
          <DialogDescription>
            {member.email} is {roleLabel(member.role)} now. The new role applies from their next page or action, without
            signing them out.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect label="New role" value={field.value} onChange={field.onChange} error={errors.role?.message} />
            )}
          />
          <FailureAlert failure={failure} />
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : "Change role"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
