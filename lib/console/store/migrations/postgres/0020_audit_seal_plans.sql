-- A record without changes (most of them) no longer calls the canonical-JSON function for its
-- null: a call costs about as much as the rest of the record's content. Nothing else changes, as
-- JSON values inside changes are never SQL nulls.
ALTER FUNCTION audit_canonical_json(jsonb) STRICT;
--> statement-breakpoint
-- audit_seal reads the log, its links and the head only by index: a plan made while the log was
-- small (a new store, before its first ANALYZE) otherwise scans the whole log on every seal until
-- the statistics catch up. The plan is made once per connection rather than for each call, where
-- planning cost more than sealing a record.
ALTER FUNCTION audit_seal(boolean, integer) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION audit_seal(boolean, integer) SET plan_cache_mode = force_generic_plan;
