CREATE TABLE `webhook_endpoints` (
	`team_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_outbox` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`team_id` text NOT NULL,
	`event_type` text NOT NULL,
	`order_id` text,
	`payload` text NOT NULL,
	`created_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`delivered_at` text,
	`failed_at` text,
	`last_status` integer,
	`last_error` text,
	`claimed_by` text,
	`claimed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_outbox_id_unique` ON `webhook_outbox` (`id`);--> statement-breakpoint
CREATE INDEX `webhook_outbox_due` ON `webhook_outbox` (`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_outbox_team` ON `webhook_outbox` (`team_id`,`seq`);