import { CredentialsSignin } from "next-auth";
import { afterEach, describe, expect, it } from "vitest";
import { authLogger } from "@/lib/console/auth/auth-logger";
import { captureLogs } from "../support/captured-logs";

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe("Auth.js's messages in the console's log", () => {
  let logs = captureLogs();
  afterEach(() => {
    logs.restore();
    logs = captureLogs();
  });

  it("keeps a refused password to one debug line, without a stack", () => {
    authLogger.error!(new CredentialsSignin());
    const [line, ...rest] = parsed(logs.lines);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: "debug", component: "auth", type: "CredentialsSignin" });
    expect(logs.text()).not.toMatch(/\bat \S+ \(/);
  });

  it("logs any other error as an error with its type and message, not what its cause carries", () => {
    const error = Object.assign(new Error("Read more at https://errors.authjs.dev#callbackrouteerror"), {
      type: "CallbackRouteError",
      cause: { profile: { email: "patient@example.com" } },
    });
    authLogger.error!(error);
    const [line] = parsed(logs.lines);
    expect(line).toMatchObject({ level: "error", component: "auth", type: "CallbackRouteError" });
    expect(logs.text()).not.toContain("patient@example.com");
  });
});
