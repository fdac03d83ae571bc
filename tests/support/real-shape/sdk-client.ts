import { VitalClient } from "@tryvital/vital-node";
import type { SerializerError } from "./routes";
import { dotted, errorPaths } from "./service";

/**
 * The vendor SDK's client, unchanged, on a service of ours. `apiKey` is mandatory for the SDK,
 * which sends it under its own header name; the documented interface's header goes through `headers`.
 * No retries: a failure is reported once, as it happened.
 */
export const vitalClient = (baseUrl: string, key: string, headerKey = key) =>
  new VitalClient({
    baseUrl,
    apiKey: key,
    headers: { "x-service-api-key": headerKey },
    maxRetries: 0,
    timeoutInSeconds: 15,
  });

/** Each failing field once, list indexes written `[]`, as the conflict list writes them. */
export const foldedPaths = (errors: SerializerError[]) =>
  new Set(errorPaths(errors).map((p) => dotted(p).replace(/\[\d+\]/g, "[]")));

/**
 * Awaits an SDK call. The SDK's parse failure lists every failing item; this rethrows it as one
 * line per distinct field (indexes folded, values left out), naming exactly what the real service
 * would send otherwise.
 */
export async function parsed<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    const errors = (err as { errors?: SerializerError[] }).errors;
    if (!Array.isArray(errors)) throw err;
    const paths = errorPaths(errors).map((p) => dotted(p).replace(/\[\d+\]/g, "[]"));
    const lines = new Set(errors.map((e, i) => `${paths[i]}: ${e.message.replace(/\s*Received .*$/s, "")}`));
    throw new Error(`The SDK could not parse the answer:\n${[...lines].join("\n")}`);
  }
}
