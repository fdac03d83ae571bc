import type { ServiceDb } from "./client";
import { insertSteps } from "../store/step-chunks";

/**
 * Data directories made before migration 0001 hold step samples one per row in `step_samples`.
 * SQL cannot pack them into step_chunks' float64 blobs, so this runs after the migrations: each
 * (user, provider) series is packed through the same insert the service uses, then the old table
 * is dropped, all in one transaction so an interrupted upgrade simply runs again. The transaction
 * takes the write lock before it looks, so a second process opening the file at the same time
 * waits and then finds nothing left to do.
 */
export function upgradeStepStorage(db: ServiceDb) {
  const sqlite = db.$client;
  const hasLegacy = () =>
    !!sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'step_samples'").get();
  if (!hasLegacy()) return;
  sqlite
    .transaction(() => {
      if (!hasLegacy()) return;
      const series = sqlite.prepare("SELECT DISTINCT user_seq, provider_id FROM step_samples").all() as {
        user_seq: number;
        provider_id: number;
      }[];
      const rows = sqlite.prepare(
        "SELECT start_ts AS startTs, end_ts AS endTs, value FROM step_samples WHERE user_seq = ? AND provider_id = ?",
      );
      for (const s of series) {
        insertSteps(
          db,
          s.user_seq,
          s.provider_id,
          rows.all(s.user_seq, s.provider_id) as { startTs: number; endTs: number; value: number }[],
        );
      }
      sqlite.exec("DROP TABLE step_samples");
    })
    .immediate();
}
