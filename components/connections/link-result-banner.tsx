import { CheckCircle2Icon, CircleSlashIcon, AlertCircleIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { linkResultOf } from "@/lib/console/connections/link-result";

/**
 * What the hosted link page reported when it sent the person back here (redirect_url pointing at
 * this page): connected, closed (user_cancelled), or failed with the provider's error.
 */
export function LinkResultBanner({
  params,
  names,
}: {
  params: Record<string, string | string[] | undefined>;
  /** slug → the provider's name, for the message. */
  names: Record<string, string>;
}) {
  const result = linkResultOf(params);
  if (!result) return null;
  const name = (slug: string | null) => (slug ? (names[slug] ?? slug) : null);
  if (result.kind === "success") {
    return (
      <Alert role="status">
        <CheckCircle2Icon aria-hidden="true" />
        <AlertTitle>{result.provider ? `${name(result.provider)} connected` : "Provider connected"}</AlertTitle>
        <AlertDescription>The link page reported success. The new source is listed below once the service has it.</AlertDescription>
      </Alert>
    );
  }
  if (result.kind === "cancelled") {
    return (
      <Alert role="status">
        <CircleSlashIcon aria-hidden="true" />
        <AlertTitle>Linking was cancelled</AlertTitle>
        <AlertDescription>
          The person closed the link page without connecting anything (user_cancelled). Nothing changed; create a new link if they want
          to try again.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="status">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Linking {name(result.provider) ?? "the provider"} failed</AlertTitle>
      <AlertDescription>
        The link page reported {result.errorType ?? "an error"}
        {result.error ? `: ${result.error}` : ""}. Ask the person to check their sign-in details, then create a new link.
      </AlertDescription>
    </Alert>
  );
}
