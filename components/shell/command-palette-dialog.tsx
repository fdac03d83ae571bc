"use client";

import { DateTimeText } from "@/components/time/date-time-text";
import * as React from "react";
import { useRouter } from "next/navigation";
import { Loader2Icon, UserIcon, UserSearchIcon } from "lucide-react";

import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { can, type Role } from "@/lib/console/permissions";
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { noUserMatchText } from "@/lib/console/user-index/search-scope";
import { navItemsFor } from "./nav-config";
import { usePaletteUserSearch, type PaletteUser } from "./use-palette-user-search";

/**
 * The palette itself, loaded the first time it opens (command-palette.tsx): cmdk and the dialog
 * are not needed to draw a page. Users are matched as you type by a guarded server action over
 * the console's user index; pages by cmdk's own fuzzy filter. Keys typed before this module
 * arrived are handed over by `takeTypedAhead`. What was typed is cleared when it closes.
 */
export function CommandPaletteDialog({
  role,
  open,
  onOpenChange,
  takeTypedAhead,
  returnFocus,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns the keys typed between the shortcut and this input taking focus, and stops collecting. */
  takeTypedAhead: () => string;
  /** Puts focus back where the person was before the palette opened. */
  returnFocus: () => void;
}) {
  const router = useRouter();
  const [query, setQuery] = React.useState("");
  const findsUsers = can(role, "users.read");
  const names = reveals(roleViewer(role), "name");
  const search = usePaletteUserSearch(findsUsers ? query : "");
  const trimmed = query.trim();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setQuery("");
  };

  const go = (href: string) => {
    changeOpen(false);
    router.push(href);
  };
  const goToUser = (user: PaletteUser) => go(`/users/${encodeURIComponent(user.userId)}`);

  // Enter before the matches arrive: search now, and open the user when the answer is unambiguous.
  const searchNow = async () => {
    const users = (await search.now())?.users;
    const only = users?.find((u) => u.exactMatch) ?? (users?.length === 1 ? users[0] : undefined);
    if (only) goToUser(only);
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={changeOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      title="Go to"
      description={
        names
          ? "Find a user by name, client user ID or user ID, or go to a page."
          : "Find a user by client user ID or user ID, or go to a page."
      }
    >
      <CommandInput
        placeholder={
          findsUsers ? (names ? "Name, client user ID, user ID or page…" : "Client user ID, user ID or page…") : "Page…"
        }
        aria-label={findsUsers ? "User or page" : "Page"}
        value={query}
        onValueChange={setQuery}
        onFocus={() => {
          const ahead = takeTypedAhead();
          if (ahead) setQuery((typed) => ahead + typed);
        }}
      />
      <CommandList>
        <CommandEmpty>Nothing matches.</CommandEmpty>
        {findsUsers && trimmed ? (
          <CommandGroup heading="Users">
            {search.users === null ? (
              // The typed text as a keyword, so cmdk's own filter always keeps this entry.
              <CommandItem value={`search-users ${trimmed}`} keywords={[trimmed]} onSelect={() => void searchNow()}>
                {search.pending ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin" />
                ) : (
                  <UserSearchIcon aria-hidden="true" />
                )}
                <span className="truncate">Search users for “{trimmed}”</span>
              </CommandItem>
            ) : (
              search.users.map((user) => (
                <CommandItem
                  key={user.userId}
                  value={`user ${user.userId}`}
                  keywords={[trimmed]}
                  onSelect={() => goToUser(user)}
                >
                  <UserIcon aria-hidden="true" />
                  <span className="truncate">
                    {user.name ? <span className="font-medium">{user.name} · </span> : null}
                    {user.clientUserId}
                  </span>
                  {user.exactMatch ? <span className="ml-auto text-xs text-muted-foreground">exact id</span> : null}
                </CommandItem>
              ))
            )}
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
        {search.error ? (
          <span className="text-destructive">{search.error}</span>
        ) : search.users?.length === 0 ? (
          noUserMatchText(trimmed, names)
        ) : null}
        {search.users && !search.error ? <IndexFreshness lastCompletePassAt={search.lastCompletePassAt} /> : null}
      </div>
    </CommandDialog>
  );
}

/** Under the matches: how complete the index they came from is. */
function IndexFreshness({ lastCompletePassAt }: { lastCompletePassAt: string | null }) {
  return (
    <span className="block text-xs text-muted-foreground">
      {lastCompletePassAt ? (
        <>
          User index last complete <DateTimeText value={lastCompletePassAt} />.
        </>
      ) : (
        "The user index is still being built; an exact id is always found."
      )}
    </span>
  );
}
