import pino, { type DestinationStream, type Logger } from "pino";
import { logLevelSetting, type LogLevel } from "@/lib/env";
import { SECRET_HEADERS } from "@/lib/service/headers";
import { processSlot } from "@/lib/process-singleton";
import { requestLogFields } from "./request-log-context";

/**
 * Key names whose values never reach a log line, wherever they sit in a logged object (top level
 * or one or two levels down): credentials, the service's team key, cookies and session tokens,
 * and the fields that carry a patient's identity.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "passwordHash",
  "token",
  "sessionToken",
  "linkToken",
  "link_token",
  "apiKey",
  "api_key",
  "secret",
  "cookie",
  "authorization",
  ...SECRET_HEADERS.map((header) => JSON.stringify(header)),
  '"set-cookie"',
  "AUTH_SECRET",
  "SERVICE_API_KEY",
  "AUTH_OIDC_CLIENT_SECRET",
  "DATABASE_URL",
];
const PHI_KEYS = [
  "first_name",
  "last_name",
  "firstName",
  "lastName",
  "patientName",
  "dob",
  "date_of_birth",
  "dateOfBirth",
  "gender",
  "sex",
  "email",
  "phone",
  "phone_number",
  "address",
  "patient_details",
  "patient_address",
];

const KEYS = [...SECRET_KEYS, ...PHI_KEYS];
const at = (key: string) => (key.startsWith('"') ? `[${key}]` : `.${key}`);
export const REDACTED_PATHS = KEYS.flatMap((key) => [
  key.startsWith('"') ? `[${key}]` : key,
  `*${at(key)}`,
  `*.*${at(key)}`,
]);

/** A logger with the console's redaction; tests hand it their own destination. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Inside a request, every line carries its id; a line that names one itself keeps its own.
      mixin: requestLogFields,
    },
    destination ?? stdout(),
  );
}

// One logger per process, shared by the custom server and every bundle layer Next.js loads this
// module into, so lines are written in order through one destination. Tests swap the logger.
const current = processSlot<Logger>("logger");
const out = processSlot<DestinationStream & { flushSync(): void }>("logOut");

/**
 * How lines read on a terminal: one line each, local time first, the fields after the message.
 * Redaction happens before a line is formatted, so it is the same as in JSON.
 */
export const PRETTY_LOG_OPTIONS = { singleLine: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid" } as const;

/**
 * A person at a terminal reads formatted lines; a pipe, a file or a log collector gets one JSON
 * object a line. Both are written off the request path: pino-pretty formats in pino's transport
 * worker, and JSON goes out asynchronously, so a log line never blocks a request.
 */
const stdout = () =>
  (out.value ??= process.stdout.isTTY
    ? pino.transport({ target: "pino-pretty", options: { ...PRETTY_LOG_OPTIONS, destination: 1 } })
    : pino.destination({ dest: 1, sync: false }));

/** The process's logger; LOG_LEVEL (checked by env()) picks how much it writes. */
export function logger(): Logger {
  current.value ??= createLogger(logLevelSetting());
  return current.value;
}

/** Writes what is still buffered, for an exit that must not lose the last lines. */
export function flushLogs(): void {
  try {
    out.value?.flushSync();
  } catch {
    // A destination not open yet has nothing to lose.
  }
}
