-- Records already in the log are left as they are (the log is append-only, so they are not
-- rewritten): verification counts them as written before the chain began, and the chain proves
-- everything appended from here on. Every new record must be chained.
CREATE TRIGGER `audit_log_chained` BEFORE INSERT ON `audit_log` WHEN NEW.`hash` IS NULL OR NEW.`prev_hash` IS NULL
  BEGIN SELECT RAISE(ABORT, 'audit_log records must be chained'); END;
--> statement-breakpoint
-- Verification results are a record too: appended, never changed.
CREATE TRIGGER `audit_verifications_no_update` BEFORE UPDATE ON `audit_verifications`
  BEGIN SELECT RAISE(ABORT, 'audit_verifications is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_verifications_no_delete` BEFORE DELETE ON `audit_verifications`
  BEGIN SELECT RAISE(ABORT, 'audit_verifications is append-only'); END;
