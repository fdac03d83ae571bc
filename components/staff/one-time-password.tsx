import { SecretValue } from "@/components/common/secret-value";

/**
 * A password the server generated, shown this one time. It lives only in the dialog's state;
 * closing the dialog drops it, and nothing can show it again.
 */
export function OneTimePassword({ password, forName }: { password: string; forName: string }) {
  return (
    <SecretValue
      label="Password"
      value={password}
      description={`Shown only now. Copy it and give it to ${forName} through a channel only they can read; Labdesk cannot show it again.`}
    />
  );
}
