import { and, asc, desc, eq, gt, lte, max, sql } from "drizzle-orm";
import type {
  ChainAnchor,
  ChainEnd,
  ChainLink,
  ChainProblem,
  ChainRow,
  LinkRow,
} from "@/lib/console/audit/chain/verify-chain";
import { auditContentJson } from "@/lib/console/audit/store-encoding";
import type { ConsoleDb, StoreTables } from "@/lib/console/store/db";

/** Reading the audit log's chain for verification, and keeping what each verification found. */

export type AuditVerification = StoreTables["auditVerifications"]["$inferSelect"] & { problem: ChainProblem | null };
export type NewAuditVerification = Omit<StoreTables["auditVerifications"]["$inferInsert"], "id" | "problem"> & {
  problem: ChainProblem | null;
};

/** The highest seq in the log now (0 when empty). */
export async function auditMaxSeq(db: ConsoleDb): Promise<number> {
  const { auditLog } = db.tables;
  const [row] = await db.orm.select({ seq: max(auditLog.seq) }).from(auditLog);
  return Number(row?.seq ?? 0);
}

/**
 * Where the chain ends, from its head row: the last position and its hash, where links began
 * (records at or below start_seq are from before) and the highest seq sealed. A missing head row
 * is itself a finding: `null`.
 */
export async function auditChainEnd(db: ConsoleDb): Promise<ChainEnd | null> {
  const { auditChainHead: head } = db.tables;
  const [row] = await db.orm
    .select({ seq: head.seq, hash: head.hash, startSeq: head.startSeq })
    .from(head)
    .where(eq(head.id, 1));
  return row ? { position: Number(row.seq), hash: row.hash, startSeq: Number(row.startSeq) } : null;
}

type LinkColumns = { position: number | null; prevHash: string | null; hash: string | null };
const linkOf = (link: LinkColumns | null): ChainLink | null =>
  link?.position == null ? null : { position: Number(link.position), prevHash: link.prevHash!, hash: link.hash! };

/** Every record up to `upTo`, oldest first, in batches, with its content's canonical JSON and its link. */
export async function* auditChainRows(db: ConsoleDb, upTo: number, batch = 2000): AsyncGenerator<ChainRow, void> {
  const { auditLog, auditLinks } = db.tables;
  let after = 0;
  for (;;) {
    const rows = await db.orm
      .select({
        row: auditLog,
        link: { position: auditLinks.position, prevHash: auditLinks.prevHash, hash: auditLinks.hash },
      })
      .from(auditLog)
      .leftJoin(auditLinks, eq(auditLinks.seq, auditLog.seq))
      .where(and(gt(auditLog.seq, after), lte(auditLog.seq, upTo)))
      .orderBy(asc(auditLog.seq))
      .limit(batch);
    for (const { row, link } of rows)
      yield {
        seq: row.seq,
        at: row.at,
        prevHash: row.prevHash,
        hash: row.hash,
        content: auditContentJson(db, row),
        link: linkOf(link),
      };
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.row.seq;
  }
}

/** A record's link, if it has one: for a record that committed after verification sealed. */
export async function auditLinkOf(db: ConsoleDb, seq: number): Promise<ChainLink | null> {
  const { auditLinks } = db.tables;
  const [link] = await db.orm
    .select({ position: auditLinks.position, prevHash: auditLinks.prevHash, hash: auditLinks.hash })
    .from(auditLinks)
    .where(eq(auditLinks.seq, seq));
  return link ? linkOf(link) : null;
}

/** Every link up to position `upTo`, in chain order, in batches, with whether its record is still there. */
export async function* auditChainLinks(db: ConsoleDb, upTo: number, batch = 5000): AsyncGenerator<LinkRow, void> {
  const { auditLog, auditLinks } = db.tables;
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = await db.orm
      .select({
        position: auditLinks.position,
        seq: auditLinks.seq,
        prevHash: auditLinks.prevHash,
        hash: auditLinks.hash,
        present: auditLog.seq,
      })
      .from(auditLinks)
      .leftJoin(auditLog, eq(auditLog.seq, auditLinks.seq))
      .where(and(gt(auditLinks.position, after), lte(auditLinks.position, upTo)))
      .orderBy(asc(auditLinks.position))
      .limit(batch);
    for (const r of rows)
      yield {
        position: Number(r.position),
        seq: Number(r.seq),
        prevHash: r.prevHash,
        hash: r.hash,
        present: r.present !== null,
      };
    if (rows.length < batch) return;
    after = Number(rows[rows.length - 1]!.position);
  }
}

export async function recordAuditVerification(db: ConsoleDb, entry: NewAuditVerification): Promise<AuditVerification> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm.insert(v).values(entry).returning();
  return row as AuditVerification;
}

/** The newest verification, for the settings page; null before the first. */
export async function latestAuditVerification(db: ConsoleDb): Promise<AuditVerification | null> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm.select().from(v).orderBy(desc(v.id)).limit(1);
  return (row as AuditVerification | undefined) ?? null;
}

/** The newest record the latest intact verification covered: later ones must still hold it. */
export async function latestAuditAnchor(db: ConsoleDb): Promise<ChainAnchor | null> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm
    .select({ seq: v.headSeq, hash: v.headHash, at: v.at })
    .from(v)
    .where(and(eq(v.ok, true), sql`${v.headSeq} IS NOT NULL`))
    .orderBy(desc(v.id))
    .limit(1);
  return row?.seq != null && row.hash ? { seq: Number(row.seq), hash: row.hash, verifiedAt: row.at } : null;
}
