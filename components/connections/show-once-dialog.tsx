"use client";

import { useState } from "react";

import type { Failure } from "@/lib/console/action-failure";
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
import { cn } from "@/lib/utils";

/**
 * The "create, then show once" dialogs (link URL, link code, SDK sign-in token): what the server
 * created lives only in the dialog's state. Closing forgets it, with the last failure and whatever
 * the dialog's form held (`forget`), so reopening offers to create a new one, never the old.
 */
export function useShowOnce<T>(setOpen: (open: boolean) => void, forget?: () => void) {
  const [created, setCreated] = useState<T | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) return;
    setCreated(null);
    setFailure(null);
    forget?.();
  }
  return { created, setCreated, failure, setFailure, onOpenChange, close: () => onOpenChange(false) };
}

export function ShowOnceDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  className,
  children,
}: Omit<DeferredDialogProps, "onOpenChange"> & {
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-h-[90vh] overflow-y-auto", className)} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** After the value is shown: one way out. */
export function DoneFooter({ onDone }: { onDone: () => void }) {
  return (
    <DialogFooter>
      <Button onClick={onDone}>Done</Button>
    </DialogFooter>
  );
}

/** Before: Cancel, and the create button (a form's submit unless `onCreate` is given). */
export function CreateFooter({
  label,
  pending,
  onCancel,
  onCreate,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
  onCreate?: () => void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onCreate ? "button" : "submit"} onClick={onCreate} disabled={pending}>
        {pending ? "Creating…" : label}
      </Button>
    </DialogFooter>
  );
}
