import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { embeddedWebhookUrl } from "@/lib/embedded-service/runtime";
import { isWebhookSecret, newWebhookSecret } from "@/lib/webhooks/signing";

/** Where events go and what they are signed with: configuration read once, wrong values refused by name. */
describe("event delivery settings", () => {
  it("take a signing secret in Svix's form, refusing anything the library could not sign with", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(parseEnv({ SERVICE_WEBHOOK_SECRET: secret }).SERVICE_WEBHOOK_SECRET).toBe(secret);
    for (const wrong of ["whsec_", "not a secret!", "whsec_%%%%"])
      expect(() => parseEnv({ SERVICE_WEBHOOK_SECRET: wrong })).toThrow(
        /^Invalid environment variable SERVICE_WEBHOOK_SECRET/,
      );
  });

  it("send the embedded service's events to this console unless told otherwise", () => {
    const base = parseEnv({});
    expect(embeddedWebhookUrl(base)).toBe("http://127.0.0.1:3000/webhooks/service");
    expect(embeddedWebhookUrl(parseEnv({ PORT: "4100", HOST: "0.0.0.0" }))).toBe(
      "http://127.0.0.1:4100/webhooks/service",
    );
    expect(embeddedWebhookUrl(parseEnv({ HOST: "10.1.2.3" }))).toBe("http://10.1.2.3:3000/webhooks/service");
    expect(embeddedWebhookUrl(parseEnv({ HOST: "::1" }))).toBe("http://[::1]:3000/webhooks/service");
    expect(embeddedWebhookUrl(parseEnv({ EMBEDDED_WEBHOOK_URL: "https://hooks.example.org/in" }))).toBe(
      "https://hooks.example.org/in",
    );
    expect(embeddedWebhookUrl(parseEnv({ EMBEDDED_WEBHOOK_URL: "off" }))).toBeNull();
    expect(() => parseEnv({ EMBEDDED_WEBHOOK_URL: "ftp://x" })).toThrow(
      /^Invalid environment variable EMBEDDED_WEBHOOK_URL/,
    );
  });
});
