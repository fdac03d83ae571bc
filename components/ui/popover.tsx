"use client";

import * as React from "react";
import { Slot } from "radix-ui";

import { deferredTriggerHandlers, useDeferredPopup, type DeferredPopup } from "./deferred-popup";

/*
 * A shadcn-style popover whose Radix code loads on first use (deferred-popup.tsx). Until then the
 * trigger is plain markup with the attributes of a closed popover trigger.
 */

type Radix = typeof import("./popover-radix");
const load = () => import("./popover-radix");

const PopoverContext = React.createContext<DeferredPopup<Radix> | null>(null);

function usePopover(part: string): DeferredPopup<Radix> {
  const popover = React.useContext(PopoverContext);
  if (!popover) throw new Error(`<${part}> must be inside <Popover>`);
  return popover;
}

export function Popover({ children, ...props }: React.ComponentProps<Radix["PopoverRoot"]>) {
  const popover = useDeferredPopup(load, props);
  const Root = popover.mod?.PopoverRoot;
  return (
    <PopoverContext.Provider value={popover}>
      {Root ? (
        <Root data-slot="popover" {...props} defaultOpen={props.defaultOpen ?? true}>
          {children}
        </Root>
      ) : (
        children
      )}
    </PopoverContext.Provider>
  );
}

export function PopoverTrigger({ asChild, ...props }: React.ComponentProps<Radix["PopoverTrigger"]>) {
  const popover = usePopover("PopoverTrigger");
  if (popover.mod) return <popover.mod.PopoverTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      data-slot="popover-trigger"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      {...deferredTriggerHandlers(popover, props)}
    />
  );
}

export function PopoverContent(props: React.ComponentProps<Radix["PopoverContent"]>) {
  const { mod } = usePopover("PopoverContent");
  return mod ? <mod.PopoverContent {...props} /> : null;
}
