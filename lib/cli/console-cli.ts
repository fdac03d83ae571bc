/**
 * Console administration: `npm run console -- <command>`. Outside demo mode no staff account
 * exists until the first admin is created here.
 */
import { forgetAccountFailures } from "@/lib/console/auth/sign-in-throttle";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "@/lib/console/auth/passwords";
import { isRole } from "@/lib/console/permissions";
import { appendAudit } from "@/lib/console/audit/store";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { BROKEN_ADVICE, COMMAND_LINE, coverageText, findingText } from "@/lib/console/audit/chain/verification-text";
import { sealNow } from "@/lib/console/audit/chain/sealer";
import { closeConsoleStore, consoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { createStaff, findStaffByEmail, updateStaff } from "@/lib/console/store/staff";
import { revokeStaffSessions } from "@/lib/console/store/sessions";

const USAGE = `Usage: npm run console -- <command>
  create-admin <email> <name…>      create an admin account and print its one-time password
  create-staff <email> <role> <name…>  role: admin, care_coordinator, ops, analyst
  reset-password <email>            set a new password (printed once) and end the account's sessions
  audit verify                      check the audit log's hash chain; exits 1 at the first record that does not fit`;

const { positionals } = parseArgs({ allowPositionals: true });
const [command, ...args] = positionals;
const newPassword = () => randomBytes(12).toString("base64url");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function create(db: ConsoleDb, email: string, role: string, name: string) {
  if (!/^[^\s@]+@[^\s@]+$/.test(email ?? "")) fail(`Not an email address: ${email ?? "(none)"}`);
  if (!isRole(role)) fail(`Unknown role ${role}: use admin, care_coordinator, ops or analyst`);
  if (await findStaffByEmail(db, email)) fail(`${email} already has an account`);
  const password = newPassword();
  const member = await createStaff(db, {
    email,
    name: name || email,
    role,
    passwordHash: await hashPassword(password),
  });
  await appendAudit(db, {
    action: "staff.create",
    outcome: "ok",
    targetType: "staff",
    targetId: member.id,
    detail: "command line",
  });
  console.log(`Created ${role} ${member.email}.\nPassword (shown once; change it after signing in): ${password}`);
}

/** Verifies the chain, records the result, audits the check, and exits 1 when the chain is broken. */
async function verifyAudit(db: ConsoleDb) {
  const v = await verifyAuditLog(db, COMMAND_LINE);
  await appendAudit(db, {
    action: "audit.verify",
    outcome: v.ok ? "ok" : "failed",
    targetType: "audit_verification",
    targetId: String(v.id),
    detail: v.ok ? COMMAND_LINE : `${COMMAND_LINE}: ${findingText(v)}`,
  });
  // Sealed before a failure exits without closing the store.
  await sealNow(db);
  if (!v.ok) {
    fail(`The audit log does NOT verify. First record that does not fit: ${findingText(v)}.
Checked before it: ${coverageText(v)}.
${BROKEN_ADVICE}`);
  }
  // The newest hash, printed in full: kept somewhere else, it shows later whether the log was rewritten.
  console.log(`The audit log verifies: ${coverageText(v)}.
${v.headSeq === null ? "No record is chained yet." : `Newest record: ${v.headSeq}, hash ${v.headHash}.`}`);
}

// tsx runs this file as CommonJS (no "type": "module"), so no top-level await.
async function run(db: ConsoleDb) {
  switch (command) {
    case "create-admin":
      await create(db, args[0]!, "admin", args.slice(1).join(" "));
      break;
    case "create-staff":
      await create(db, args[0]!, args[1]!, args.slice(2).join(" "));
      break;
    case "reset-password": {
      const row = (await findStaffByEmail(db, args[0] ?? "")) ?? fail(`No account for ${args[0] ?? "(none)"}`);
      const password = newPassword();
      await updateStaff(db, row.id, { passwordHash: await hashPassword(password) });
      // An admin locked out by failed sign-ins is let in at once with the new password.
      await forgetAccountFailures(db, row.email);
      await revokeStaffSessions(db, row.id);
      await appendAudit(db, {
        action: "staff.reset_password",
        outcome: "ok",
        targetType: "staff",
        targetId: row.id,
        detail: "command line",
      });
      console.log(`New password for ${row.email} (shown once): ${password}`);
      break;
    }
    case "audit":
      if (args[0] !== "verify") fail(USAGE, 2);
      await verifyAudit(db);
      break;
    default:
      fail(USAGE, command ? 2 : 0);
  }
}

async function main() {
  // Opened only once a command runs, and closed after it, so every write is on disk at exit.
  const db = await consoleDb();
  try {
    await run(db);
  } finally {
    await closeConsoleStore();
  }
}

void main();
