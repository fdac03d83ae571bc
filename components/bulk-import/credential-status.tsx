import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { BulkImportSetup } from "@/lib/console/bulk-import/load";
import { credentialAdvice, enableAdvice } from "@/lib/console/bulk-import/refusals";

/**
 * Whether the chosen provider's connections can be imported at all: the team needs bulk import
 * turned on and its own OAuth app for the provider. Said before the import, with what to do.
 */
export function CredentialStatus({
  setup,
  provider,
}: {
  setup: BulkImportSetup;
  provider: { slug: string; name: string };
}) {
  if (!setup.known) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="credential-status">
        The service keeps your team&apos;s OAuth apps and Labdesk cannot list them: an import for {provider.name}{" "}
        succeeds only if your team&apos;s own {provider.name} client credentials are configured in the service. If they
        are not, the import is refused and this page says what to do.
      </p>
    );
  }
  const context = {
    embedded: setup.embedded,
    teamId: setup.teamId,
    provider: provider.slug,
    providerName: provider.name,
  };
  const clientId = setup.clientIds[provider.slug];
  if (!setup.enabled || !clientId) {
    return (
      <Alert variant="destructive" data-testid="credential-status">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{setup.enabled ? `No OAuth app for ${provider.name}` : "Bulk import is turned off"}</AlertTitle>
        <AlertDescription>{setup.enabled ? credentialAdvice(context) : enableAdvice(context)}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert data-testid="credential-status">
      <CheckCircle2Icon aria-hidden="true" />
      <AlertTitle>Your team holds an OAuth app for {provider.name}</AlertTitle>
      <AlertDescription>
        <p>
          Client id <code className="font-mono">{clientId}</code>. Only tokens that app issued can be imported: in the
          embedded service they read <code className="font-mono">{clientId}.&lt;token&gt;</code>.
        </p>
      </AlertDescription>
    </Alert>
  );
}
