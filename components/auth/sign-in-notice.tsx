import { AlertCircleIcon, InfoIcon } from "lucide-react";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { describeIdleLimit } from "@/lib/console/auth/idle-limit";
import { authErrorMessage } from "@/lib/console/auth/sign-in-rules";

export type SignInNoticeParams = { reason?: string; error?: string };

/** Why the person is looking at the sign-in page, when they did not simply come to sign in. */
export function noticeFor(
  params: SignInNoticeParams,
  idleSeconds: number,
): { tone: "info" | "error"; text: string } | null {
  if (params.error) return { tone: "error", text: authErrorMessage(params.error) };
  if (params.reason === "idle")
    return { tone: "info", text: `You were signed out after ${describeIdleLimit(idleSeconds)} without activity` };
  if (params.reason === "ended") return { tone: "info", text: "Your session has ended. Sign in again to continue." };
  return null;
}

/**
 * The notice above the form: an idle sign-out is information (amber), a refused single sign-on
 * is an error (red, announced as an alert).
 */
export function SignInNotice({ params, idleSeconds }: { params: SignInNoticeParams; idleSeconds: number }) {
  const notice = noticeFor(params, idleSeconds);
  if (!notice) return null;
  const Icon = notice.tone === "error" ? AlertCircleIcon : InfoIcon;
  return (
    <Alert variant={notice.tone === "error" ? "destructive" : "warning"} data-testid="sign-in-notice">
      <Icon aria-hidden="true" />
      <AlertDescription className="text-foreground">{notice.text}</AlertDescription>
    </Alert>
  );
}
