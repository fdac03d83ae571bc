import { describe, expect, it } from "vitest";
import { formatRemaining } from "@/components/connections/countdown";
import { renderToStaticMarkup } from "react-dom/server";
import { LinkResultBanner } from "@/components/connections/link-result-banner";
import { linkErrorText, linkResultOf, personLinkMessage } from "@/lib/console/connections/link-result";
import { connectionAdvice } from "@/lib/console/connections/provider-status";
import { searchProviders, sourceTypeParam } from "@/lib/console/connections/provider-filter";
import { authTypeLabel, resourceLabel } from "@/lib/console/connections/provider-words";
import {
  linkCodeFormSchema,
  linkTokenDefaults,
  linkTokenFormSchema,
  toLinkTokenRequest,
} from "@/lib/console/connections/schemas";

const USER = "0b5c1e3a-2f4d-4c6b-9a8e-1d2c3b4a5f60";
const form = (over: object) => ({ ...linkTokenDefaults(USER), ...over });
const errorsOf = (value: unknown) => {
  const parsed = linkTokenFormSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

const ORIGIN = "https://labdesk.example";

describe("the create-link form", () => {
  it("sends the person to the console's own 'you're connected' page unless told otherwise", () => {
    expect(toLinkTokenRequest(linkTokenDefaults(USER), ORIGIN)).toEqual({
      user_id: USER,
      redirect_url: `${ORIGIN}/connected`,
    });
    expect(toLinkTokenRequest(form({ destination: "console" }), ORIGIN).redirect_url).toBe(
      `${ORIGIN}/users/${USER}/connections`,
    );
    // No destination: no redirect, and the two switches, which only say where to go, are dropped.
    expect(toLinkTokenRequest(form({ destination: "none", onCloseRedirect: true }), ORIGIN)).toEqual({ user_id: USER });
    // A web address typed earlier is not sent once another destination is chosen.
    expect(
      toLinkTokenRequest(form({ destination: "done", redirectUrl: "https://example.com/x" }), ORIGIN).redirect_url,
    ).toBe(`${ORIGIN}/connected`);
  });

  it("sends only what was chosen, in the interface's request shape", () => {
    const full = form({
      provider: "withings",
      destination: "url",
      redirectUrl: "https://example.com/back?x=1",
      limitProviders: true,
      filterOnProviders: ["fitbit", "withings"],
      onErrorRedirect: true,
      onCloseRedirect: true,
    });
    expect(toLinkTokenRequest(linkTokenFormSchema.parse(full), ORIGIN)).toEqual({
      user_id: USER,
      provider: "withings",
      redirect_url: "https://example.com/back?x=1",
      filter_on_providers: ["fitbit", "withings"],
      on_error: "redirect",
      on_close: "redirect",
    });
  });

  it("wants at least one provider when the list is on, and a web address when that is the destination", () => {
    expect(errorsOf(form({ limitProviders: true }))).toEqual({
      filterOnProviders: expect.stringMatching(/at least one/),
    });
    expect(errorsOf(form({ destination: "url", onCloseRedirect: true }))).toEqual({
      redirectUrl: expect.stringMatching(/Enter the web address/),
    });
    expect(errorsOf(form({ destination: "url", redirectUrl: "javascript:alert(1)" }))).toHaveProperty("redirectUrl");
    expect(errorsOf(form({ provider: "not_a_provider" }))).toHaveProperty("provider");
    expect(errorsOf(form({ destination: "elsewhere" }))).toHaveProperty("destination");
    // An app scheme is a fine redirect: mobile apps come back through their own.
    expect(errorsOf(form({ destination: "url", redirectUrl: "myapp://linked", onCloseRedirect: true }))).toEqual({});
  });
});

describe("the link-code form", () => {
  it("takes an empty expiry (service default) or a future instant, not a past one", () => {
    expect(linkCodeFormSchema.safeParse({ userId: USER, expiresAt: "" }).success).toBe(true);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect(linkCodeFormSchema.safeParse({ userId: USER, expiresAt: soon }).success).toBe(true);
    const past = linkCodeFormSchema.safeParse({ userId: USER, expiresAt: "2020-01-01T00:00:00Z" });
    expect(past.success ? null : past.error.issues[0]!.message).toMatch(/future/);
    expect(linkCodeFormSchema.safeParse({ userId: USER, expiresAt: "tomorrow" }).success).toBe(false);
  });

  it("counts down in minutes and seconds, never below zero", () => {
    expect(formatRemaining(3_599_000)).toBe("59 min 59 s");
    expect(formatRemaining(3_725_000)).toBe("1 h 02 min 05 s");
    expect(formatRemaining(-5)).toBe("0 min 00 s");
  });
});

describe("the hosted page's result in the redirect URL", () => {
  it("tells success, a cancel and an error apart", () => {
    expect(linkResultOf({ state: "success", provider: "withings" })).toEqual({ kind: "success", provider: "withings" });
    expect(linkResultOf({ state: "error", error_type: "user_cancelled", error: "user_cancelled" })).toEqual({
      kind: "cancelled",
    });
    expect(
      linkResultOf({
        state: "error",
        provider: "x",
        error_type: "provider_credential_error",
        error: "Invalid credentials",
      }),
    ).toMatchObject({
      kind: "error",
      errorType: "provider_credential_error",
    });
    expect(linkResultOf({})).toBeNull();
  });

  it("is never taken at its word: a success must be listed, and the error's own text is not shown", () => {
    const names = { withings: "Withings" };
    const banner = (params: Record<string, string>, connected: string[] = []) =>
      renderToStaticMarkup(LinkResultBanner({ params, names, connected: new Set(connected) }));
    expect(banner({ state: "success", provider: "withings" }, ["withings"])).toContain("Withings connected");
    const forged = banner({ state: "success", provider: "withings" });
    expect(forged).toContain("Connection not confirmed yet");
    expect(forged).not.toContain("Withings connected");
    expect(banner({ state: "success", provider: "evil<b>corp" })).not.toContain("evil");
    const phishing = banner({ state: "error", provider: "withings", error_type: "x", error: "Call +1 555 0100 now" });
    expect(phishing).toContain("Linking Withings failed");
    expect(phishing).toContain(linkErrorText(null));
    expect(phishing).not.toContain("555");
    expect(banner({ state: "error", error_type: "access_denied" })).toContain("declined to give access");
  });
});

describe("the person's page at the end of a link", () => {
  it("says in plain words what each result means, and never repeats what the URL says", () => {
    const say = (params: Record<string, string>) => personLinkMessage(linkResultOf(params));
    expect(say({ state: "success", provider: "withings" })).toMatchObject({
      tone: "success",
      title: "You're connected",
    });
    expect(say({ state: "error", error_type: "user_cancelled", error: "user_cancelled" })).toMatchObject({
      title: "Nothing was connected",
      body: expect.stringMatching(/closed the page before connecting/),
    });
    expect(say({ state: "error", error_type: "access_denied" }).body).toMatch(/chose not to give access/);
    expect(say({ state: "error", error_type: "provider_credential_error" }).body).toMatch(/did not accept the sign-in/);
    expect(say({ state: "error", error_type: "required_scopes_not_granted" }).body).toMatch(/permissions/);
    expect(say({ state: "error", error_type: "duplicate_connection" }).body).toMatch(/already connected/);
    const forged = say({ state: "error", error_type: "x", error: "Call +1 555 0100 now", provider: "evil" });
    expect(forged).toMatchObject({ tone: "problem", title: "Not connected" });
    expect(JSON.stringify(forged)).not.toMatch(/555|evil/);
    expect(say({})).toMatchObject({ title: "You're done here" });
  });
});

describe("the provider catalogue", () => {
  const providers = [
    { name: "Fitbit", slug: "fitbit", description: "Activity trackers", logo: null },
    { name: "Withings", slug: "withings", description: "Scales and watches", logo: null },
  ];
  it("searches name, slug and description, every word", () => {
    expect(searchProviders(providers, "SCALES").map((p) => p.slug)).toEqual(["withings"]);
    expect(searchProviders(providers, "activity fit").map((p) => p.slug)).toEqual(["fitbit"]);
    expect(searchProviders(providers, "  ")).toHaveLength(2);
  });
  it("shows unknown resources and auth types as they are, and drops unknown source types", () => {
    expect(resourceLabel("blood_pressure")).toBe("blood pressure");
    expect(resourceLabel("brand_new_thing")).toBe("brand_new_thing");
    expect(authTypeLabel("sdk")).toBe("Mobile SDK");
    expect(authTypeLabel("carrier_pigeon")).toBe("carrier_pigeon");
    expect(sourceTypeParam("app")).toBe("app");
    expect(sourceTypeParam("nonsense")).toBeNull();
  });
});

describe("a connection's next step", () => {
  const error = (type: string) => ({ status: "error", error: { type, message: null, erroredAt: null } });

  it("tells what to do about known failures and pauses, and nothing for unknown ones", () => {
    expect(connectionAdvice(error("token_refresh_failed"))).toMatch(/connect again \(send a new link\)/);
    expect(connectionAdvice(error("provider_credential_error"))).toMatch(/support/);
    expect(connectionAdvice(error("some_new_error"))).toBeNull();
    expect(connectionAdvice({ status: "paused", error: null })).toMatch(/paused/);
    expect(connectionAdvice({ status: "connected", error: null })).toBeNull();
  });
});
