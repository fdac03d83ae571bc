import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { inJsonList, jsonList } from "@/lib/embedded-service/store/prepared";
import { oncePerHandle } from "@/lib/once-per-handle";

const items = sqliteTable("items", { seq: integer("seq").primaryKey(), name: text("name").notNull() });

function openDb() {
  const client = new Database(":memory:");
  client.exec("CREATE TABLE items (seq INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  const db = drizzle(client);
  db.insert(items)
    .values([1, 2, 3, 4].map((seq) => ({ seq, name: `item ${seq}` })))
    .run();
  return db;
}
type Db = ReturnType<typeof openDb>;

describe("oncePerHandle", () => {
  it("builds a handle's query once and keeps handles apart", () => {
    let built = 0;
    const byName = oncePerHandle((db: Db) => {
      built++;
      return db
        .select()
        .from(items)
        .where(eq(items.name, sql.placeholder("name")))
        .prepare();
    });
    const a = openDb();
    const b = openDb();
    b.update(items).set({ name: "renamed" }).where(eq(items.seq, 2)).run();
    expect(byName(a)).toBe(byName(a));
    expect(byName(a).all({ name: "item 2" })).toEqual([{ seq: 2, name: "item 2" }]);
    expect(byName(b).all({ name: "item 2" })).toEqual([]);
    expect(byName(b).all({ name: "renamed" })).toEqual([{ seq: 2, name: "renamed" }]);
    expect(built).toBe(2);
  });
});

describe("inJsonList", () => {
  const query = oncePerHandle((db: Db) => ({
    bySeq: db.select({ seq: items.seq }).from(items).where(inJsonList(items.seq, "seqs")).orderBy(items.seq).prepare(),
    byName: db
      .select({ seq: items.seq })
      .from(items)
      .where(inJsonList(items.name, "names"))
      .orderBy(items.seq)
      .prepare(),
  }));
  const db = openDb();

  it("matches any number of numbers or strings with one statement", () => {
    expect(query(db).bySeq.all({ seqs: jsonList([3, 1, 9]) })).toEqual([{ seq: 1 }, { seq: 3 }]);
    expect(query(db).bySeq.all({ seqs: jsonList([4]) })).toEqual([{ seq: 4 }]);
    expect(query(db).byName.all({ names: jsonList(["item 2", "item 4", "nope"]) })).toEqual([{ seq: 2 }, { seq: 4 }]);
  });

  it("matches nothing for an empty list", () => {
    expect(query(db).bySeq.all({ seqs: jsonList([]) })).toEqual([]);
    expect(query(db).byName.all({ names: jsonList([]) })).toEqual([]);
  });
});
