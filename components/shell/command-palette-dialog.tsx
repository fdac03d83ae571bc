"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Loader2Icon, UserSearchIcon } from "lucide-react";

import { findUserAction } from "@/lib/console/actions/command-palette";
import { can, type Role } from "@/lib/console/permissions";
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { navItemsFor } from "./nav-config";

type Status = { kind: "idle" } | { kind: "error"; message: string };

/**
 * The palette itself, loaded the first time it opens (command-palette.tsx): cmdk and the dialog
 * are not needed to draw a page. The lookup runs in a guarded server action (users.read); the
 * palette only shows what it answers. What was typed is cleared when it closes.
 */
export function CommandPaletteDialog({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [query, setQuery] = React.useState("");
  const [status, setStatus] = React.useState<Status>({ kind: "idle" });
  const [pending, startTransition] = React.useTransition();
  const findsUsers = can(role, "users.read");
  const trimmed = query.trim();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setQuery("");
      setStatus({ kind: "idle" });
    }
  };

  const go = (href: string) => {
    changeOpen(false);
    router.push(href);
  };

  const findUser = () => {
    if (!trimmed || pending) return;
    startTransition(async () => {
      const result = await findUserAction({ query: trimmed });
      if (!result.ok) {
        const message = result.fieldErrors?.query ?? result.message;
        setStatus({ kind: "error", message: `${message} (request id ${result.requestId})` });
      } else if (result.data.userId !== null) {
        go(`/users/${encodeURIComponent(result.data.userId)}`);
      } else {
        setStatus({
          kind: "error",
          message: `User not found: no user ID or client user ID “${trimmed}” (client user IDs match exactly).`,
        });
      }
    });
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={changeOpen}
      title="Go to"
      description="Jump to a user by user ID or client user ID, or to a page."
    >
      <CommandInput
        placeholder={findsUsers ? "User ID, client user ID or page…" : "Page…"}
        aria-label="User ID, client user ID or page"
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          setStatus({ kind: "idle" });
        }}
      />
      <CommandList>
        <CommandEmpty>Nothing matches. Type a user ID or a client user ID.</CommandEmpty>
        {findsUsers && trimmed ? (
          <CommandGroup heading="Users">
            {/* The typed text as a keyword, so the fuzzy filter always keeps this entry. */}
            <CommandItem value={`find-user ${trimmed}`} keywords={[trimmed]} onSelect={findUser} disabled={pending}>
              {pending ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : (
                <UserSearchIcon aria-hidden="true" />
              )}
              <span className="truncate">Go to user “{trimmed}”</span>
            </CommandItem>
          </CommandGroup>
        ) : null}
        <CommandGroup heading="Pages">
          {navItemsFor(role).map(({ href, label, icon: Icon }) => (
            <CommandItem key={href} value={label} onSelect={() => go(href)}>
              <Icon aria-hidden="true" />
              {label}
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
      <div
        role="status"
        aria-live="polite"
        className="border-t px-3 py-2 text-sm empty:sr-only"
        data-testid="command-palette-status"
      >
        {pending ? (
          "Looking up the user…"
        ) : status.kind === "error" ? (
          <span className="text-destructive">{status.message}</span>
        ) : null}
      </div>
    </CommandDialog>
  );
}
