import { CheckCircle2Icon, CircleAlertIcon, InfoIcon } from "lucide-react";

import type { PersonLinkMessage } from "@/lib/console/connections/link-result";
import { cn } from "@/lib/utils";

const ICONS = { success: CheckCircle2Icon, neutral: InfoIcon, problem: CircleAlertIcon } as const;

/**
 * The end of a connection link, for the person who used it: one card with what happened and what
 * they can do. Nothing here identifies them, the team or the account they connected.
 */
export function PersonLinkResult({ message }: { message: PersonLinkMessage }) {
  const Icon = ICONS[message.tone];
  return (
    <section
      role="status"
      aria-labelledby="link-result-title"
      className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border bg-card px-6 py-8 text-center text-card-foreground shadow-sm"
    >
      <Icon
        aria-hidden="true"
        className={cn(
          "size-10",
          message.tone === "success" && "text-emerald-600 dark:text-emerald-400",
          message.tone === "neutral" && "text-muted-foreground",
          message.tone === "problem" && "text-destructive",
        )}
      />
      <h1 id="link-result-title" className="text-xl font-semibold tracking-tight">
        {message.title}
      </h1>
      <p className="text-sm text-muted-foreground">{message.body}</p>
    </section>
  );
}
