import { AlertCircleIcon, CheckCircle2Icon, CircleSlashIcon, InfoIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { linkErrorText, linkResultOf } from "@/lib/console/connections/link-result";

/**
 * What the hosted link page reported when it sent the person back here (redirect_url pointing at
 * this page): connected, closed (user_cancelled), or failed. The query string is anyone's to
 * write, so "connected" is said only when the service lists the connection.
 */
export function LinkResultBanner({
  params,
  names,
  connected,
}: {
  params: Record<string, string | string[] | undefined>;
  /** slug → the provider's name, from the catalogue: other slugs are not named. */
  names: Record<string, string>;
  /** Slugs the service lists as connected for this user now. */
  connected: ReadonlySet<string>;
}) {
  const result = linkResultOf(params);
  if (!result) return null;
  const name = (slug: string | null) => (slug && names[slug]) || null;
  if (result.kind === "success" && result.provider && connected.has(result.provider)) {
    return (
      <Alert role="status">
        <CheckCircle2Icon aria-hidden="true" />
        <AlertTitle>{name(result.provider) ?? "Provider"} connected</AlertTitle>
        <AlertDescription>The service lists the new connection below.</AlertDescription>
      </Alert>
    );
  }
  if (result.kind === "success") {
    return (
      <Alert role="status">
        <InfoIcon aria-hidden="true" />
        <AlertTitle>Connection not confirmed yet</AlertTitle>
        <AlertDescription>
          The link page reported a connection{name(result.provider) ? ` to ${name(result.provider)}` : ""}, but the
          service does not list it for this user. Refresh in a moment; if it is still missing, create a new link.
        </AlertDescription>
      </Alert>
    );
  }
  if (result.kind === "cancelled") {
    return (
      <Alert role="status">
        <CircleSlashIcon aria-hidden="true" />
        <AlertTitle>Linking was cancelled</AlertTitle>
        <AlertDescription>
          The person closed the link page without connecting anything (user_cancelled). Nothing changed; create a new
          link if they want to try again.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="status">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Linking {name(result.provider) ?? "the provider"} failed</AlertTitle>
      <AlertDescription>
        {linkErrorText(result.errorType)} Ask the person to check their sign-in details, then create a new link.
      </AlertDescription>
    </Alert>
  );
}
