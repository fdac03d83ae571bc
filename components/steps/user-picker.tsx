"use client";

import * as React from "react";
import { useQueryStates } from "nuqs";
import { Loader2Icon, PlusIcon, UserIcon, XIcon } from "lucide-react";

import { usePaletteUserSearch, type PaletteUser } from "@/components/shell/use-palette-user-search";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { findUserAction } from "@/lib/console/actions/command-palette";
import { MAX_COMPARED_USERS } from "@/lib/console/steps/compare";
import { stepsParsers } from "@/lib/console/steps/params";
import { failureText } from "@/lib/console/action-failure";

/**
 * Picks users to compare. As you type, the console's user search (the command palette's, over
 * its user index; names only for roles that may read them) offers matches to choose from; "Add"
 * still takes an exact user_id or client_user_id, which the service answers even for a user the
 * index has not seen. The picked ids live in the URL (`users`), so a link reproduces them; each
 * chip names its user as they were picked: by name where the role sees names, else by client_user_id.
 */
export function UserPicker({
  selected,
  ids,
  names,
}: {
  selected: string[];
  /** user_id → client_user_id. */
  ids: Record<string, string>;
  /** user_id → the patient's name, for roles that see names. */
  names: Record<string, string>;
}) {
  const [, setParams] = useQueryStates(stepsParsers, { shallow: false, history: "push", scroll: false });
  const [query, setQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const listId = React.useId();
  const [error, setError] = React.useState<string | null>(null);
  const [pending, startTransition] = React.useTransition();
  const full = selected.length >= MAX_COMPARED_USERS;
  const search = usePaletteUserSearch(open && !full ? query : "");
  const matches = search.users?.filter((u) => !selected.includes(u.userId)) ?? null;

  const addId = async (id: string) => {
    if (selected.includes(id)) return setError("That user is already on the chart.");
    setError(null);
    setQuery("");
    setOpen(false);
    await setParams({ users: [...selected, id] });
  };

  const choose = (user: PaletteUser) => startTransition(() => addId(user.userId));

  const addTyped = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return setError("Type a user ID or client user ID, or part of one to search");
    startTransition(async () => {
      const result = await findUserAction({ query: q });
      if (!result.ok) return setError(failureText({ ...result, message: result.fieldErrors?.query ?? result.message }));
      const id = result.data.userId;
      if (id === null)
        return setError(`No user with user ID or client user ID “${q}”. Pick one of the matches instead.`);
      await addId(id);
    });
  };

  const showList = open && !full && query.trim().length > 0;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") return setOpen(false);
    if (!showList || !matches?.length) return; // Enter then submits the form: Add with the exact id typed
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      choose(matches[Math.min(active, matches.length - 1)]!);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={addTyped} className="flex flex-wrap items-end gap-2" aria-label="Add a user to compare">
        <FormField
          label="Add a user"
          description={
            full
              ? `At most ${MAX_COMPARED_USERS} users; remove one to add another.`
              : "Search by client user ID or user ID (or name, where your role shows names), or type an exact ID and press Add"
          }
          error={error}
          className="w-96"
        >
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={Boolean(showList && matches?.length)}
                aria-controls={showList && matches?.length ? listId : undefined}
                aria-activedescendant={showList && matches?.length ? `${listId}-${active}` : undefined}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setOpen(true);
                  setActive(0);
                  setError(null);
                }}
                onFocus={() => setOpen(true)}
                onBlur={() => setOpen(false)}
                onKeyDown={onKeyDown}
                disabled={full}
                autoComplete="off"
                className="h-8"
              />
              {showList ? (
                <div
                  // Keeps focus in the input, so a click on a match is not lost to the input's blur.
                  onMouseDown={(e) => e.preventDefault()}
                  className="absolute top-full right-0 left-0 z-30 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
                >
                  {matches === null ? (
                    <p role="status" className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
                      <Loader2Icon aria-hidden="true" className="size-4 animate-spin" /> Searching users…
                    </p>
                  ) : search.error ? (
                    <p role="alert" className="px-2 py-1.5 text-sm text-destructive">
                      {search.error}
                    </p>
                  ) : matches.length === 0 ? (
                    <p className="px-2 py-1.5 text-sm text-muted-foreground">
                      No user matches; an exact ID can still be added with Add.
                    </p>
                  ) : (
                    <ul id={listId} role="listbox" aria-label="Matching users">
                      {matches.map((user, i) => (
                        <li
                          key={user.userId}
                          id={`${listId}-${i}`}
                          role="option"
                          aria-selected={i === active}
                          onClick={() => choose(user)}
                          onMouseEnter={() => setActive(i)}
                          className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
                        >
                          <UserIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                          <span className="truncate">
                            {user.name ? <span className="font-medium">{user.name} · </span> : null}
                            {user.clientUserId}
                          </span>
                          <span className="ml-auto truncate font-mono text-xs text-muted-foreground">
                            {user.userId.slice(0, 8)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : null}
            </div>
          )}
        </FormField>
        <Button type="submit" size="sm" disabled={full || pending}>
          <PlusIcon aria-hidden="true" />
          {pending ? "Adding…" : "Add"}
        </Button>
      </form>
      {selected.length ? (
        <ul aria-label="Users compared" className="flex flex-wrap gap-2">
          {selected.map((id) => (
            <li key={id} className="flex items-center gap-1.5 rounded-md border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs">
              {names[id] ? <span className="font-medium">{names[id]}</span> : null}
              <span className="font-mono">{ids[id] ?? id}</span>
              <Button
                variant="ghost"
                size="sm"
                className="h-6 w-6 p-0"
                aria-label={`Remove ${names[id] ?? ids[id] ?? id}`}
                onClick={() => void setParams({ users: selected.filter((x) => x !== id) })}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
