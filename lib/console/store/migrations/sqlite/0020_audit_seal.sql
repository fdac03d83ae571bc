-- Appends are plain inserts again; a sealer links them to the chain shortly after, in a table of
-- their own (audit_links), so the log itself is still never updated. The links continue from the
-- newest record chained in the row (64 zeros when there is none): those records keep their
-- hashes and still verify. Records up to here that no hash covers are from before the chain.
INSERT INTO `audit_chain_head` (`id`, `seq`, `prev_hash`, `hash`, `start_seq`, `top_seq`)
  SELECT 1, m, l.`prev_hash`, coalesce(l.`hash`, '0000000000000000000000000000000000000000000000000000000000000000'), m, m
  FROM (SELECT max(coalesce((SELECT `seq` FROM sqlite_sequence WHERE `name` = 'audit_log'), 0),
                   coalesce((SELECT max(`seq`) FROM `audit_log`), 0)) AS m)
  LEFT JOIN (SELECT `prev_hash`, `hash` FROM `audit_log` WHERE `hash` IS NOT NULL ORDER BY `seq` DESC LIMIT 1) l;
--> statement-breakpoint
DROP TRIGGER `audit_log_chained`;
--> statement-breakpoint
-- A link, once written, is part of the record: never changed or removed. The head is one row for good.
CREATE TRIGGER `audit_links_no_update` BEFORE UPDATE ON `audit_links`
  BEGIN SELECT RAISE(ABORT, 'audit_links is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_links_no_delete` BEFORE DELETE ON `audit_links`
  BEGIN SELECT RAISE(ABORT, 'audit_links is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_chain_head_no_delete` BEFORE DELETE ON `audit_chain_head`
  BEGIN SELECT RAISE(ABORT, 'the audit chain''s head is kept'); END;
