import { KeyRoundIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { signInWithSsoAction } from "@/lib/console/actions/session";

/**
 * "Sign in with <provider>", rendered only when AUTH_OIDC_* is configured. A form posting to a
 * server action: the state and PKCE cookies are set on our origin before the browser leaves.
 */
export function SsoButton({ providerName, next }: { providerName: string; next?: string }) {
  return (
    <form action={signInWithSsoAction}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <Button type="submit" variant="outline" className="w-full">
        <KeyRoundIcon aria-hidden="true" />
        Sign in with {providerName}
      </Button>
    </form>
  );
}
