"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { fieldFocusRing } from "./field-focus";
import { deferredTriggerHandlers, useDeferredPopup, type DeferredPopup } from "./deferred-popup";

/*
 * A shadcn-style select whose Radix code loads on first use (deferred-popup.tsx). Until then the
 * trigger is a plain combobox button showing the chosen item's text, so the page looks the same.
 */

type Radix = typeof import("./select-radix");
const load = () => import("./select-radix");

type SelectState = DeferredPopup<Radix> & { empty: boolean; label: React.ReactNode; disabled?: boolean };
const SelectContext = React.createContext<SelectState | null>(null);

function useSelect(part: string): SelectState {
  const state = React.useContext(SelectContext);
  if (!state) throw new Error(`<${part}> must be inside <Select>`);
  return state;
}

function useRadix(part: string): Radix {
  const { mod } = useSelect(part);
  if (!mod) throw new Error(`<${part}> renders only in an open <Select>`);
  return mod;
}

/** The children of the SelectItem whose value is `value`: what the trigger shows before Radix does. */
function itemLabel(node: React.ReactNode, value: string): React.ReactNode {
  let found: React.ReactNode;
  React.Children.forEach(node, (child) => {
    if (found !== undefined || !React.isValidElement<{ value?: unknown; children?: React.ReactNode }>(child)) return;
    if (child.type === SelectItem) {
      if (child.props.value === value) found = child.props.children ?? null;
    } else if (typeof child.props.children !== "function") {
      found = itemLabel(child.props.children, value);
    }
  });
  return found;
}

export function Select({ children, ...props }: React.ComponentProps<Radix["SelectRoot"]>) {
  const popup = useDeferredPopup(load, props);
  const value = props.value ?? props.defaultValue ?? "";
  const state = {
    ...popup,
    empty: value === "",
    label: value === "" ? null : itemLabel(children, value),
    disabled: props.disabled,
  };
  const Root = popup.mod?.SelectRoot;
  return (
    <SelectContext.Provider value={state}>
      {Root ? (
        <Root data-slot="select" {...props} defaultOpen={props.defaultOpen ?? true}>
          {children}
        </Root>
      ) : (
        children
      )}
    </SelectContext.Provider>
  );
}

export function SelectValue({ placeholder, children, ...props }: React.ComponentProps<Radix["SelectValuePrimitive"]>) {
  const { mod, empty, label } = useSelect("SelectValue");
  if (mod)
    return (
      <mod.SelectValuePrimitive data-slot="select-value" placeholder={placeholder} {...props}>
        {children}
      </mod.SelectValuePrimitive>
    );
  return (
    <span data-slot="select-value" style={{ pointerEvents: "none" }}>
      {empty ? placeholder : (children ?? label)}
    </span>
  );
}

const triggerClassName = [
  "flex w-fit items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=sm]:h-8 dark:bg-input/30 dark:hover:bg-input/50",
  fieldFocusRing,
  "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
];

export function SelectTrigger({
  className,
  size = "default",
  children,
  ...props
}: React.ComponentProps<"button"> & { size?: "sm" | "default" }) {
  const state = useSelect("SelectTrigger");
  const button = (extra?: React.ComponentProps<"button"> & Record<`data-${string}`, string | undefined>) => (
    <button
      type="button"
      data-slot="select-trigger"
      data-size={size}
      className={cn(triggerClassName, className)}
      {...props}
      {...extra}
    >
      {children}
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
    </button>
  );
  if (state.mod) return <state.mod.SelectTriggerPrimitive asChild>{button()}</state.mod.SelectTriggerPrimitive>;
  // What Radix renders for a closed select, and the keys that open it.
  return button({
    role: "combobox",
    "aria-expanded": false,
    "aria-autocomplete": "none",
    "data-state": "closed",
    "data-placeholder": state.empty ? "" : undefined,
    disabled: state.disabled || props.disabled,
    ...deferredTriggerHandlers(state, props, ["Enter", " ", "ArrowDown", "ArrowUp"]),
  });
}

export function SelectContent(props: React.ComponentProps<Radix["SelectContent"]>) {
  const { mod } = useSelect("SelectContent");
  return mod ? <mod.SelectContent {...props} /> : null;
}

export function SelectItem(props: React.ComponentProps<Radix["SelectItem"]>) {
  const Item = useRadix("SelectItem").SelectItem;
  return <Item {...props} />;
}
