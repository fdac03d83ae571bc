import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { orders } from "@/lib/embedded-service/db/schema";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
const db = openServiceDb(path.join(dir, "s.db"));
ensureReferenceData(db);
ensureDemoData(db, { apiKey: "sk_probe_0123456789abcdef", now: new Date() });
const rows = db.select({ id: orders.id, user: orders.userSeq, status: orders.status, tests: orders.labTestIds, m: orders.collectionMethod }).from(orders).all();
const by = new Map<number, typeof rows>();
for (const r of rows) by.set(r.user, [...(by.get(r.user) ?? []), r]);
let multi = 0, multiCompleted = 0;
for (const [u, rs] of by) { if (rs.length > 1) multi++; const c = rs.filter(r => r.status === "completed"); if (c.length > 1) { multiCompleted++; console.log(u, c.map(x => x.m + ":" + JSON.stringify(x.tests)).join(" | ")); } }
console.log({ orders: rows.length, users: by.size, multi, multiCompleted });
