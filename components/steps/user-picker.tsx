"use client";

import * as React from "react";
import { useQueryStates } from "nuqs";
import { PlusIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { findUserAction } from "@/lib/console/actions/command-palette";
import { MAX_COMPARED_USERS } from "@/lib/console/steps/compare";
import { stepsParsers } from "./steps-params";

/**
 * Picks users to compare by user_id or client_user_id, through the command palette's guarded
 * lookup (no second search). The picked ids live in the URL (`users`), so a link reproduces them.
 */
export function UserPicker({ selected, labels }: { selected: string[]; labels: Record<string, string> }) {
  const [, setParams] = useQueryStates(stepsParsers, { shallow: false, history: "push", scroll: false });
  const [query, setQuery] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, startTransition] = React.useTransition();
  const full = selected.length >= MAX_COMPARED_USERS;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return setError("Type a user ID or client user ID");
    startTransition(async () => {
      const result = await findUserAction({ query: q });
      if (!result.ok)
        return setError(`${result.fieldErrors?.query ?? result.message} (request id ${result.requestId})`);
      const id = result.data.userId;
      if (id === null) return setError(`No user with user ID or client user ID “${q}”.`);
      if (selected.includes(id)) return setError("That user is already on the chart.");
      setError(null);
      setQuery("");
      await setParams({ users: [...selected, id] });
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add a user to compare">
        <FormField
          label="Add a user"
          description={
            full ? `At most ${MAX_COMPARED_USERS} users; remove one to add another.` : "User ID or client user ID"
          }
          error={error}
          className="w-80"
        >
          <Input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            disabled={full}
            autoComplete="off"
            className="h-8"
          />
        </FormField>
        <Button type="submit" size="sm" disabled={full || pending}>
          <PlusIcon aria-hidden="true" />
          {pending ? "Looking up…" : "Add"}
        </Button>
      </form>
      {selected.length ? (
        <ul aria-label="Users compared" className="flex flex-wrap gap-2">
          {selected.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-md border bg-muted/50 py-0.5 pr-0.5 pl-2 font-mono text-xs"
            >
              {labels[id] ?? id}
              <Button
                variant="ghost"
                size="sm"
                className="h-6 w-6 p-0"
                aria-label={`Remove ${labels[id] ?? id}`}
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
