import fs from "node:fs";
import path from "node:path";

/**
 * Values that must never leave the server, planted so a search for them means
 * something: the console's auth secret, the team key, a patient's details, and tokens created at
 * the service. The crawler (no-leaks.spec.ts) looks for them in everything the browser receives;
 * the global teardown looks for them in the servers' logs.
 */
export const AUTH_SECRET_SENTINEL = "e2e-auth-secret-sentinel-3f9c1a7b5d2e4f60";

export const SENTINEL_PATIENT = {
  first_name: "Sentinelia",
  last_name: "Leakcheck",
  email: "sentinelia.leakcheck@example.com",
  phone_number: "+14155550177",
  gender: "female",
  dob: "1977-07-17",
  address: { first_line: "77 Sentinel Way", second_line: null, city: "San Francisco", state: "CA", zip_code: "94103" },
};

/** Ways a patient's details could show up in a page or a log line. */
export const PHI_SENTINELS = {
  name: [SENTINEL_PATIENT.first_name, SENTINEL_PATIENT.last_name],
  dob: [SENTINEL_PATIENT.dob, "07/17/1977", "Jul 17, 1977", "17 Jul 1977"],
  phone: ["4155550177", "(415) 555-0177", "415-555-0177"],
  email: [SENTINEL_PATIENT.email],
};

/** Tokens the crawler created at the service, for the teardown's log scan. */
export const PLANTED_FILE = path.resolve(__dirname, "../../../test-results/.leak/planted.json");

export function savePlanted(tokens: Record<string, string>) {
  fs.mkdirSync(path.dirname(PLANTED_FILE), { recursive: true });
  fs.writeFileSync(PLANTED_FILE, JSON.stringify(tokens));
}

export function readPlanted(): Record<string, string> {
  return fs.existsSync(PLANTED_FILE)
    ? (JSON.parse(fs.readFileSync(PLANTED_FILE, "utf8")) as Record<string, string>)
    : {};
}

/** The names (never the values) of the secrets found in a text. */
export function leaksIn(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, value]) => value && text.includes(value))
    .map(([name]) => name);
}
