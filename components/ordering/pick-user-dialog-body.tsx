"use client";

import { useState } from "react";

import { usePaletteUserSearch, type PaletteUser } from "@/components/shell/use-palette-user-search";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OrderTestDialogBody } from "./order-test-dialog-body";

/**
 * Who the test is for, then the order form. The search is the command palette's (the user index,
 * names for the roles that see them, an exact id asked of the service); choosing a user hands the
 * same dialog over to the order form a user's page opens, with its audited reveal of the record.
 */
export function PickUserDialogBody(dialog: DeferredDialogProps) {
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<PaletteUser | null>(null);
  const search = usePaletteUserSearch(text);

  if (picked) {
    const close = (open: boolean) => {
      dialog.onOpenChange(open);
      // Closed after an order (or given up): the next opening starts from the search again.
      if (!open) setPicked(null);
    };
    return (
      <OrderTestDialogBody
        {...dialog}
        onOpenChange={close}
        userId={picked.userId}
        patientLabel={picked.name || picked.clientUserId}
      />
    );
  }

  const users = search.users ?? [];
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={dialog.onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Order a test</DialogTitle>
          <DialogDescription>Find the user the test is for, then choose the test.</DialogDescription>
        </DialogHeader>
        <FormField label="User">
          <Input
            type="search"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            placeholder="Name, client_user_id or user_id"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <div aria-live="polite" className="min-h-6 text-sm text-muted-foreground">
          {search.error
            ? search.error
            : !text.trim()
              ? "Type part of a name or an id."
              : search.pending && !search.users
                ? "Searching…"
                : search.users && users.length === 0
                  ? "No user matches. Check the spelling, or paste the exact user_id."
                  : null}
        </div>
        {users.length > 0 ? (
          <ul aria-label="Matching users" className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {users.map((u) => (
              <li key={u.userId}>
                <button
                  type="button"
                  className="flex w-full flex-col rounded-md border px-3 py-2 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  onClick={() => setPicked(u)}
                >
                  <span className="font-medium">{u.name || u.clientUserId}</span>
                  <span className="font-mono text-xs text-muted-foreground">
                    {u.name ? `${u.clientUserId} · ` : ""}
                    {u.userId}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
