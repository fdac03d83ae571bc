"use client";

import { useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { KeyRoundIcon, LockOpenIcon, MoreHorizontalIcon, ShieldIcon, UserCheckIcon, UserXIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { unlockStaffAction } from "@/lib/console/actions/staff";
import type { StaffListRow } from "@/lib/console/staff/load";
import { failureMessage, requestIdLine } from "@/lib/console/action-failure";

// Each dialog loads when its menu item is chosen: a staff page opens one now and then, not per row.
const loadConfirm = () => import("./confirm-staff-dialogs");
const ResetPasswordDialog = dynamic(() => loadConfirm().then((m) => m.ResetPasswordDialog), { ssr: false });
const ToggleDisabledDialog = dynamic(() => loadConfirm().then((m) => m.ToggleDisabledDialog), { ssr: false });
const SetRoleDialog = dynamic(() => import("./set-role-dialog").then((m) => m.SetRoleDialog), { ssr: false });

type Open = "role" | "disable" | "enable" | "reset" | null;

/**
 * The row's menu. Dialogs sit beside the menu, not inside it, and open once it has closed, so
 * focus moves from the menu to the dialog and back to the trigger cleanly.
 */
export function StaffRowActions({ member, isSelf }: { member: StaffListRow; isSelf: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const dialogProps = (kind: Exclude<Open, null>) => ({
    member,
    open: open === kind,
    onOpenChange: (next: boolean) => setOpen(next ? kind : null),
  });
  const disabled = member.status === "disabled";
  const [unlocking, startUnlock] = useTransition();
  // Nothing is lost by an unlock, so it needs no confirmation; the toast says what happened.
  const unlock = () =>
    startUnlock(async () => {
      const result = await unlockStaffAction({ staffId: member.id });
      if (result.ok)
        toast.success(`${member.name} may sign in again now`, { description: requestIdLine(result.requestId) });
      else toast.error(failureMessage(result), { description: requestIdLine(result.requestId) });
    });

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${member.email}`}>
            <MoreHorizontalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {isSelf ? (
            <>
              <DropdownMenuLabel className="font-normal text-muted-foreground">
                This is your account: another admin must change its role, disable it or reset its password.
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
            </>
          ) : null}
          <DropdownMenuItem disabled={isSelf} onSelect={() => setOpen("role")}>
            <ShieldIcon aria-hidden="true" />
            Change role…
          </DropdownMenuItem>
          <DropdownMenuItem disabled={isSelf} onSelect={() => setOpen("reset")}>
            <KeyRoundIcon aria-hidden="true" />
            Reset password…
          </DropdownMenuItem>
          {member.status === "locked" ? (
            <DropdownMenuItem disabled={unlocking} onSelect={unlock}>
              <LockOpenIcon aria-hidden="true" />
              Unlock sign-in
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          {disabled ? (
            <DropdownMenuItem onSelect={() => setOpen("enable")}>
              <UserCheckIcon aria-hidden="true" />
              Enable…
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" disabled={isSelf} onSelect={() => setOpen("disable")}>
              <UserXIcon aria-hidden="true" />
              Disable…
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Mounted only while open: a page of rows does not hold a form each, and closing drops a shown password. */}
      {open === "role" ? <SetRoleDialog {...dialogProps("role")} /> : null}
      {open === "reset" ? <ResetPasswordDialog {...dialogProps("reset")} /> : null}
      {open === "disable" ? <ToggleDisabledDialog {...dialogProps("disable")} disabling /> : null}
      {open === "enable" ? <ToggleDisabledDialog {...dialogProps("enable")} disabling={false} /> : null}
    </>
  );
}
