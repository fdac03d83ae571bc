CREATE TABLE `audit_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`requested_by` text NOT NULL,
	`ok` integer NOT NULL,
	`checked_rows` integer NOT NULL,
	`unchained_rows` integer NOT NULL,
	`head_seq` integer,
	`head_hash` text,
	`bad_seq` integer,
	`bad_at` text,
	`problem` text,
	`detail` text
);
--> statement-breakpoint
ALTER TABLE `audit_log` ADD `prev_hash` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `hash` text;