CREATE TABLE `audit_chain_head` (
	`id` integer PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`prev_hash` text,
	`hash` text NOT NULL,
	`start_seq` integer DEFAULT 0 NOT NULL,
	`top_seq` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_links` (
	`position` integer PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audit_links_seq` ON `audit_links` (`seq`);