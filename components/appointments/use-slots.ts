"use client";

import { useCallback, useRef, useState } from "react";

import { findSlotsAction } from "@/lib/console/actions/appointments";
import type { SlotSearchOutput } from "@/lib/console/appointments/schemas";
import { failureOf, type Failure } from "@/lib/console/action-failure";

export type SlotChoice = { booking_key: string; start: string; end: string };
export type Availability = { timezone: string | null; days: { date: string; slots: SlotChoice[] }[] };
export type SlotsFailure = Failure;

type State =
  | { status: "idle" }
  | { status: "loading"; data: Availability | null }
  | { status: "ready"; data: Availability }
  | { status: "failed"; failure: SlotsFailure; data: null };

/**
 * The slots an order may take, asked of the service through the guarded action: at an address
 * (booking) or at the current appointment's (reschedule, no address). `reload` asks again for
 * the last search, e.g. after a slot was taken meanwhile; an answer to an older search that
 * arrives late is dropped.
 */
export function useSlots(orderId: string) {
  const [state, setState] = useState<State>({ status: "idle" });
  const last = useRef<SlotSearchOutput["address"] | undefined>(undefined);
  const seq = useRef(0);

  const search = useCallback(
    async (address?: SlotSearchOutput["address"]) => {
      last.current = address;
      const mine = ++seq.current;
      setState((s) => ({ status: "loading", data: s.status === "ready" ? s.data : null }));
      let next: State;
      try {
        const result = await findSlotsAction({ order_id: orderId, address });
        next = result.ok
          ? { status: "ready", data: result.data }
          : {
              status: "failed",
              data: null,
              failure: failureOf(result),
            };
      } catch {
        next = {
          status: "failed",
          data: null,
          failure: {
            kind: "unavailable",
            message: "Could not reach the console to ask for slots; try again.",
            requestId: "—",
          },
        };
      }
      if (mine === seq.current) setState(next);
      return next;
    },
    [orderId],
  );

  const reload = useCallback(() => search(last.current), [search]);
  const reset = useCallback(() => {
    seq.current++;
    setState({ status: "idle" });
  }, []);

  return { state, search, reload, reset };
}
