"use client";

import * as React from "react";
import { Slot } from "radix-ui";

import { deferredTriggerHandlers, useDeferredPopup, type DeferredPopup } from "./deferred-popup";

/*
 * A shadcn-style dropdown menu whose Radix code loads on first use (deferred-popup.tsx). Until
 * then the trigger is plain markup with the attributes of a closed menu trigger.
 */

type Radix = typeof import("./dropdown-menu-radix");
const load = () => import("./dropdown-menu-radix");

const MenuContext = React.createContext<DeferredPopup<Radix> | null>(null);

function useMenu(part: string): DeferredPopup<Radix> {
  const menu = React.useContext(MenuContext);
  if (!menu) throw new Error(`<${part}> must be inside <DropdownMenu>`);
  return menu;
}

/** A part that only exists in the open menu, so always the Radix one. */
function menuPart<K extends keyof Radix>(name: K) {
  function MenuPart(props: React.ComponentProps<Radix[K]>) {
    const { mod } = useMenu(name);
    if (!mod) throw new Error(`<${name}> renders only in an open <DropdownMenu>`);
    // The cast only widens: `props` are exactly the props of `mod[name]`.
    return React.createElement(mod[name] as React.ComponentType<object>, props);
  }
  MenuPart.displayName = name;
  return MenuPart;
}

export function DropdownMenu({ children, ...props }: React.ComponentProps<Radix["DropdownMenuRoot"]>) {
  const menu = useDeferredPopup(load, props);
  const Root = menu.mod?.DropdownMenuRoot;
  return (
    <MenuContext.Provider value={menu}>
      {Root ? (
        <Root {...props} defaultOpen={props.defaultOpen ?? true}>
          {children}
        </Root>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

export function DropdownMenuTrigger({ asChild, ...props }: React.ComponentProps<Radix["DropdownMenuTrigger"]>) {
  const menu = useMenu("DropdownMenuTrigger");
  if (menu.mod) return <menu.mod.DropdownMenuTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      data-slot="dropdown-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      {...deferredTriggerHandlers(menu, props, ["ArrowDown"])}
    />
  );
}

export function DropdownMenuContent(props: React.ComponentProps<Radix["DropdownMenuContent"]>) {
  const { mod } = useMenu("DropdownMenuContent");
  return mod ? <mod.DropdownMenuContent {...props} /> : null;
}

export const DropdownMenuRadioGroup = menuPart("DropdownMenuRadioGroup");
export const DropdownMenuItem = menuPart("DropdownMenuItem");
export const DropdownMenuCheckboxItem = menuPart("DropdownMenuCheckboxItem");
export const DropdownMenuRadioItem = menuPart("DropdownMenuRadioItem");
export const DropdownMenuLabel = menuPart("DropdownMenuLabel");
export const DropdownMenuSeparator = menuPart("DropdownMenuSeparator");
