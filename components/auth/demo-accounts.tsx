import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF } from "@/lib/console/auth/demo-accounts";
import { ROLE_LABELS } from "@/lib/console/permissions";

/**
 * Demo mode only (the embedded service with its seeded data): one account per role, so someone
 * trying Labdesk out can see what each role sees. The default password is public (README); a
 * password set through DEMO_PASSWORD is never printed.
 */
export function DemoAccounts({ customPassword }: { customPassword: boolean }) {
  return (
    <details className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Demo accounts</summary>
      <ul className="mt-2 grid gap-1">
        {DEMO_STAFF.map((account) => (
          <li key={account.email} className="flex justify-between gap-2">
            <code className="font-mono text-xs select-all">{account.email}</code>
            <span className="text-muted-foreground">{ROLE_LABELS[account.role]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Password:{" "}
        {customPassword ? (
          "the one set in DEMO_PASSWORD"
        ) : (
          <code className="font-mono text-xs text-foreground select-all">{DEFAULT_DEMO_PASSWORD}</code>
        )}
      </p>
    </details>
  );
}
