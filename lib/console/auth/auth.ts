import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { demoMode, env } from "@/lib/env";
import { consoleDb } from "@/lib/console/store/db";
import { createSession, revokeSession } from "@/lib/console/store/sessions";
import { findStaffByEmail } from "@/lib/console/store/staff";
import { authLogger } from "./auth-logger";
import { authSecret } from "./secret";
import { signInWithPassword } from "./password-sign-in";
import { staffForOidcProfile } from "./oidc-staff";

declare module "next-auth" {
  interface Session {
    /** The server-side session record this cookie stands for. */
    sid?: string;
  }
}

// X-Forwarded-For holds the one address the server decided on (lib/ops/forwarded-headers.ts).
const requestMeta = (request: Request) => ({
  requestId: request.headers.get("x-request-id"),
  clientIp: request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
});

function config(): NextAuthConfig {
  const e = env();
  const oidc = e.AUTH_OIDC_ISSUER
    ? [
        {
          id: "oidc",
          name: e.AUTH_OIDC_NAME,
          type: "oidc" as const,
          issuer: e.AUTH_OIDC_ISSUER,
          clientId: e.AUTH_OIDC_CLIENT_ID,
          clientSecret: e.AUTH_OIDC_CLIENT_SECRET,
          checks: ["pkce", "state"] as ("pkce" | "state")[],
        },
      ]
    : [];
  return {
    secret: authSecret(),
    logger: authLogger,
    // The server has already replaced X-Forwarded-Host/-Proto with what TRUSTED_PROXIES allows
    // (none: this connection's own Host and scheme), so what Auth.js reads is what it should trust.
    trustHost: true,
    session: { strategy: "jwt", maxAge: e.SESSION_MAX_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [
      Credentials({
        id: "credentials",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request) {
          const email = String(credentials?.email ?? "");
          const password = String(credentials?.password ?? "");
          const result = await signInWithPassword(await consoleDb(), email, password, {
            ...requestMeta(request),
            refuseDemoAccounts: !demoMode(e),
          });
          // One refusal for every reason: the audit log, not the answer, says which it was.
          if (!result.ok) throw new CredentialsSignin();
          return { id: result.staff.id, email: result.staff.email, name: result.staff.name };
        },
      }),
      ...oidc,
    ],
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== "oidc") return true;
        return !!(await staffForOidcProfile(await consoleDb(), profile ?? {}, {
          issuer: e.AUTH_OIDC_ISSUER!,
          roleClaim: e.AUTH_OIDC_ROLE_CLAIM,
        }));
      },
      async jwt({ token, user, account }) {
        if (!user) return token;
        // Sign-in: open the server-side session the cookie will name from now on.
        const staffId =
          account?.provider === "oidc" ? (await findStaffByEmail(await consoleDb(), user.email ?? ""))?.id : user.id;
        if (!staffId) return null;
        return { sid: await createSession(await consoleDb(), staffId, e.SESSION_MAX_SECONDS), sub: staffId };
      },
      session({ session, token }) {
        return { ...session, sid: typeof token.sid === "string" ? token.sid : undefined };
      },
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await revokeSession(await consoleDb(), sid);
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
