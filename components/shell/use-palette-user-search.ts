"use client";

import * as React from "react";

import { searchUsersAction, type PaletteMatches, type PaletteUser } from "@/lib/console/actions/command-palette";
import { MAX_USER_QUERY } from "@/lib/console/users/list-params";
import { failureText } from "@/lib/console/action-failure";

export type { PaletteUser };

/** Long enough that a typist's next key usually cancels the search before it goes out. */
const TYPING_PAUSE_MS = 200;

type Answer = { query: string; matches: PaletteMatches | null; error: string | null };

/**
 * Users matching what is typed in the palette, asked of the server once typing pauses. Answers
 * to text that has since changed are dropped, so a slow early answer never replaces a later one.
 * `now()` skips the pause (Enter pressed before the matches arrived).
 */
export function usePaletteUserSearch(text: string) {
  const query = text.trim().slice(0, MAX_USER_QUERY);
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  const [pending, setPending] = React.useState<string | null>(null);
  const latest = React.useRef(query);
  const inFlight = React.useRef(new Map<string, Promise<PaletteMatches | null>>());

  React.useEffect(() => {
    latest.current = query;
  }, [query]);

  const run = React.useCallback((q: string) => {
    const running = inFlight.current.get(q);
    if (running) return running;
    setPending(q);
    const search = searchUsersAction({ query: q })
      .then((result) => {
        const matches = result.ok ? result.data : null;
        if (latest.current === q) {
          setAnswer({
            query: q,
            matches,
            error: result.ok ? null : failureText(result),
          });
        }
        return matches;
      })
      .finally(() => {
        inFlight.current.delete(q);
        setPending((p) => (p === q ? null : p));
      });
    inFlight.current.set(q, search);
    return search;
  }, []);

  React.useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => void run(query), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, run]);

  const current = answer?.query === query ? answer : null;
  return {
    /** Matches for the text as it is now; null until they have arrived. */
    users: current?.matches?.users ?? null,
    lastCompletePassAt: current?.matches?.lastCompletePassAt ?? null,
    error: current?.error ?? null,
    pending: pending === query,
    now: () => (query ? run(query) : Promise.resolve(null)),
  };
}
