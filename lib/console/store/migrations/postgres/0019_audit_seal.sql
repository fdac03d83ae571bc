-- Appends are plain inserts again; a sealer links them to the chain shortly after, in a table of
-- their own (audit_links), so the log itself is still never updated. The links continue from the
-- head as it is now: records chained in the row keep their hashes and still verify.
UPDATE "audit_chain_head" SET "start_seq" = "seq", "top_seq" = "seq";
--> statement-breakpoint
-- Chained appends gave seqs from the head, not the identity: plain inserts take up after both.
SELECT setval(pg_get_serial_sequence('audit_log', 'seq'), greatest(m, 1), m > 0)
  FROM (SELECT greatest((SELECT max("seq") FROM "audit_log"), (SELECT "seq" FROM "audit_chain_head" WHERE "id" = 1), 0) AS m) s;
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_chained";
--> statement-breakpoint
DROP FUNCTION audit_chain_links(text, bigint, text[]);
--> statement-breakpoint
-- A link, once written, is part of the record: never changed or removed.
CREATE TRIGGER audit_links_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_links"
  FOR EACH ROW EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_links_no_truncate BEFORE TRUNCATE ON "audit_links"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_links" FROM PUBLIC;
--> statement-breakpoint
-- A JSON value as canonical JSON (lib/console/audit-chain/chain-hash.ts, canonicalJson): object
-- keys in code point order, no spaces. Strings are escaped as JSON.stringify escapes them.
CREATE FUNCTION audit_canonical_json(j jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN CASE jsonb_typeof(j)
    WHEN 'object' THEN '{' || coalesce((SELECT string_agg(to_json(k)::text || ':' || audit_canonical_json(v), ',' ORDER BY k COLLATE "C")
                                        FROM jsonb_each(j) AS e(k, v)), '') || '}'
    WHEN 'array' THEN '[' || coalesce((SELECT string_agg(audit_canonical_json(v), ',' ORDER BY n)
                                       FROM jsonb_array_elements(j) WITH ORDINALITY AS e(v, n)), '') || ']'
    ELSE j::text END;
END;
$$;
--> statement-breakpoint
-- A record's content as the chain hashes it (lib/console/store/audit-encoding.ts): every column
-- but the chain's own, by name in sorted order, nulls left out. A column added to the log must be
-- added here too; a test compares this with the console's encoding over awkward values.
CREATE FUNCTION audit_content(a "audit_log") RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT '{' || concat_ws(',',
    '"action":' || to_json(a."action")::text,
    '"at":"' || to_char(a."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
    '"changes":' || audit_canonical_json(a."changes"),
    '"client_ip":' || to_json(a."client_ip")::text,
    '"detail":' || to_json(a."detail")::text,
    '"outcome":' || to_json(a."outcome")::text,
    '"request_id":' || to_json(a."request_id")::text,
    '"role":' || to_json(a."role")::text,
    '"staff_email":' || to_json(a."staff_email")::text,
    '"staff_id":' || to_json(a."staff_id")::text,
    '"target_id":' || to_json(a."target_id")::text,
    '"target_type":' || to_json(a."target_type")::text) || '}'
$$;
--> statement-breakpoint
-- Seals what is committed and not yet sealed, in seq order, up to max_rows records: each gets a
-- link (position, seq, previous hash, hash over chain-hash.ts's linkText) and the head moves past
-- them, in the caller's transaction. The head row's lock makes seals take turns; each statement
-- after it sees what the seal before committed. A seal looks above top_seq and at the gaps below
-- it (an append still committing when a later one was sealed, or one rolled back) for a minute;
-- full_sweep looks at everything after start_seq, for verification. Returns the records sealed.
CREATE FUNCTION audit_seal(full_sweep boolean, max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  h "audit_chain_head";
  r record;
  pos bigint;
  prev text;
  found_seqs bigint[] := '{}';
  positions bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
  new_top bigint;
BEGIN
  SELECT * INTO h FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the audit chain''s head row is missing' USING ERRCODE = 'data_corrupted';
  END IF;
  pos := h."seq";
  prev := h."hash";
  -- What is found, in seq order: the gaps below top_seq first (one index lookup each), then what
  -- lies above it (an ordered index scan: nothing there is linked yet); or, for the full sweep,
  -- everything after start_seq not linked. Three simple queries, each quick to plan. The filter
  -- on hash stays out of the scan above top_seq, or a planner without statistics reads the whole
  -- log for it.
  FOR r IN
    SELECT a."seq", audit_content(a) AS content, a."hash" IS NULL AS open FROM "audit_log" a
    WHERE NOT full_sweep AND a."seq" = ANY (h."gap_seqs")
      AND NOT EXISTS (SELECT 1 FROM "audit_links" l WHERE l."seq" = a."seq")
    UNION ALL
    (SELECT a."seq", audit_content(a), a."hash" IS NULL FROM "audit_log" a
     WHERE full_sweep AND a."seq" > h."start_seq" AND NOT EXISTS (SELECT 1 FROM "audit_links" l WHERE l."seq" = a."seq")
     ORDER BY a."seq" LIMIT max_rows)
    UNION ALL
    (SELECT a."seq", audit_content(a), a."hash" IS NULL FROM "audit_log" a
     WHERE NOT full_sweep AND a."seq" > h."top_seq" ORDER BY a."seq" LIMIT max_rows)
  LOOP
    CONTINUE WHEN NOT r.open;
    EXIT WHEN cardinality(found_seqs) >= max_rows;
    pos := pos + 1;
    positions := positions || pos;
    found_seqs := found_seqs || r."seq";
    prevs := prevs || prev;
    prev := encode(sha256(convert_to(
      '{"content":' || r.content || ',"position":' || pos || ',"prev_hash":"' || prev || '","seq":' || r."seq" || '}', 'UTF8')), 'hex');
    hashes := hashes || prev;
  END LOOP;
  IF cardinality(found_seqs) = 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO "audit_links" ("position", "seq", "prev_hash", "hash")
    SELECT * FROM unnest(positions, found_seqs, prevs, hashes);
  new_top := greatest(h."top_seq", (SELECT max(s) FROM unnest(found_seqs) s));
  -- Gaps: those still unseen and less than a minute old, then the seqs skipped over just now.
  WITH gaps AS (
    SELECT g.s, g.at FROM unnest(h."gap_seqs", h."gap_ats") AS g(s, at)
    WHERE g.at > now() - interval '1 minute' AND NOT EXISTS (SELECT 1 FROM unnest(found_seqs) f WHERE f = g.s)
    UNION ALL
    SELECT n.s, now() FROM (SELECT generate_series(h."top_seq" + 1, new_top) EXCEPT ALL SELECT unnest(found_seqs)) AS n(s)
  )
  UPDATE "audit_chain_head" SET "seq" = pos, "prev_hash" = prevs[cardinality(prevs)], "hash" = prev,
    "top_seq" = new_top,
    "gap_seqs" = coalesce((SELECT array_agg(s ORDER BY s) FROM gaps), '{}'),
    "gap_ats" = coalesce((SELECT array_agg(at ORDER BY s) FROM gaps), '{}')
  WHERE "id" = 1;
  RETURN cardinality(found_seqs);
END;
$$;
