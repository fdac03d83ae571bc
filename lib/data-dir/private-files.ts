import fs from "node:fs";

/**
 * The data directory holds PHI (the stores and their WAL files) and secrets: only the server's
 * own user may read it. A directory or file made by an older version with wider modes is
 * narrowed too; one owned by someone else (a mounted volume) is left as it is.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function narrow(target: string, mode: number) {
  try {
    if ((fs.statSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

export function narrowIfPresent(file: string): void {
  if (fs.existsSync(file)) narrow(file, PRIVATE_FILE_MODE);
}

export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrow(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes the file (empty) when missing, with the private mode. SQLite gives a database's WAL and
 * shared-memory files the mode of the database file itself, so they follow.
 */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
  narrow(file, PRIVATE_FILE_MODE);
}
