/**
 * A real OpenID Connect provider for the browser tests: oauth2-mock-server (discovery, JWKS,
 * authorization code with PKCE, signed ID tokens) on 127.0.0.1:OIDC_PORT. It signs every person in
 * without a login form, as the identity last posted to /__control/identity, whose claims (email,
 * name, labdesk_role or no role at all) it adds to the ID token and the userinfo answer. The specs
 * run one at a time (workers: 1), so "the next sign-in" is unambiguous.
 *
 * Started by Playwright as a webServer: `npx tsx tests/e2e/support/oidc-server.ts`.
 */
import http from "node:http";
import { OIDC, OIDC_PORT, type OidcIdentity } from "./servers";

const DEFAULT_IDENTITY: OidcIdentity = { sub: "sso-default", email: "sso.default@labdesk.test", name: "Sso Default" };

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

function isIdentity(value: unknown): value is OidcIdentity {
  const v = value as Record<string, unknown>;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.sub === "string" &&
    typeof v.email === "string" &&
    typeof v.name === "string"
  );
}

async function main() {
  // ESM-only package, loaded from this CommonJS-compiled script.
  const { OAuth2Issuer, OAuth2Service } = await import("oauth2-mock-server");
  const issuer = new OAuth2Issuer();
  issuer.url = OIDC.issuer;
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);

  let identity = DEFAULT_IDENTITY;
  const claims = () => ({ ...identity });
  // Both tokens of the code exchange get the claims; Auth.js reads the profile from the ID token.
  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) =>
    Object.assign(token.payload, claims()),
  );
  service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = claims();
  });

  const server = http.createServer((req, res) => {
    if (req.url !== "/__control/identity") return service.requestHandler(req, res);
    if (req.method !== "POST") return res.writeHead(405).end();
    readJson(req)
      .then((body) => {
        if (!isIdentity(body))
          return res.writeHead(400, { "content-type": "text/plain" }).end("sub, email and name are required");
        identity = body;
        res.writeHead(204).end();
      })
      .catch(() => res.writeHead(400).end());
  });
  server.listen(OIDC_PORT, "127.0.0.1", () => console.log(`OIDC provider for the browser tests at ${OIDC.issuer}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
