-- The chain starts after the records already in the log, from a hash of 64 zeros. Those records
-- are left as they are (the log is append-only, so they are not rewritten): verification counts
-- them as written before the chain began, and the chain proves everything appended from here on.
INSERT INTO "audit_chain_head" ("id", "seq", "hash")
  SELECT 1, coalesce(max("seq"), 0), repeat('0', 64) FROM "audit_log";
--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD CONSTRAINT "audit_chain_head_one_row" CHECK ("id" = 1);
--> statement-breakpoint
-- Every new record must be chained; NOT VALID leaves the records from before the chain alone.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chained" CHECK ("hash" IS NOT NULL AND "prev_hash" IS NOT NULL) NOT VALID;
--> statement-breakpoint
CREATE FUNCTION audit_chain_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% refuses %', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- The head is one row for good: every append updates it, nothing removes it.
CREATE TRIGGER audit_chain_head_no_delete BEFORE DELETE ON "audit_chain_head"
  FOR EACH ROW EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON "audit_chain_head"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
-- Verification results are a record too: appended, never changed.
CREATE TRIGGER audit_verifications_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_verifications"
  FOR EACH ROW EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_verifications_no_truncate BEFORE TRUNCATE ON "audit_verifications"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_verifications" FROM PUBLIC;
