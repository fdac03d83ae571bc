import { LogOutIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/console/actions/session";

/**
 * A form, not an onClick: signing out works before hydration and without JavaScript, and the
 * server action ends the session server-side before the browser is sent to the sign-in page.
 */
export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <Button type="submit" variant="ghost" size="sm" className="px-2 sm:px-3">
        <LogOutIcon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sign out</span>
      </Button>
    </form>
  );
}
