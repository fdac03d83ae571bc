import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LinkOptions } from "@/lib/console/connections/load";
import { LinkCodeDialog } from "./link-code-dialog";
import { LinkTokenDialog } from "./link-token-dialog";
import { SignInTokenDialog } from "./sign-in-token-dialog";

/** The three ways to connect this user; each dialog's action guards itself (link.create). */
export function ConnectionActions({ userId, options }: { userId: string; options: LinkOptions }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Connect a provider</h3>
        </CardTitle>
        <CardDescription>
          Links, codes and tokens are shown to you once and never stored by Labdesk; the audit log records only that one
          was created.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <LinkTokenDialog userId={userId} options={options} />
        <LinkCodeDialog userId={userId} />
        <SignInTokenDialog userId={userId} />
      </CardContent>
    </Card>
  );
}
