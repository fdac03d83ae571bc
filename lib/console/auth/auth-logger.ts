import type { NextAuthConfig } from "next-auth";
import { logger } from "@/lib/ops/logger";

/**
 * Auth.js's own messages through the console's logger, as one line each. By default it prints a
 * stack trace for every refused password (`CredentialsSignin`), an expected answer that the
 * sign-in already records in the audit log: that one is kept to debug. Other errors keep their
 * type and message, not their cause, which can hold what a provider sent.
 */
export const authLogger: NonNullable<NextAuthConfig["logger"]> = {
  error(error) {
    const type = (error as { type?: string }).type ?? error.name;
    const log = logger().child({ component: "auth" });
    if (type === "CredentialsSignin") log.debug({ type }, "sign-in refused");
    else log.error({ type, message: error.message }, "Auth.js error");
  },
  warn(code) {
    logger().child({ component: "auth" }).warn({ code }, "Auth.js warning");
  },
  debug(message) {
    logger().child({ component: "auth" }).debug(message);
  },
};
