CREATE TABLE `user_index` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`client_user_id` text NOT NULL,
	`created_on` text NOT NULL,
	`providers` text DEFAULT '' NOT NULL,
	`has_details` integer DEFAULT false NOT NULL,
	`first_name` text,
	`last_name` text,
	`first_name_norm` text,
	`last_name_norm` text,
	`name_norm` text,
	`user_fingerprint` text,
	`details_checked_at` text,
	`indexed_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_index_user_id_unique` ON `user_index` (`user_id`);--> statement-breakpoint
CREATE INDEX `user_index_created` ON `user_index` (`created_on`,`user_id`);--> statement-breakpoint
CREATE INDEX `user_index_client_user_id` ON `user_index` (`client_user_id`);--> statement-breakpoint
CREATE INDEX `user_index_last_name` ON `user_index` (`last_name_norm`,`user_id`);--> statement-breakpoint
CREATE INDEX `user_index_details_checked` ON `user_index` (`details_checked_at`);--> statement-breakpoint
CREATE TABLE `user_index_state` (
	`id` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`lease_expires_at` text NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`pass_started_at` text,
	`last_pass_completed_at` text,
	`last_pass_users` integer,
	`service_total` integer,
	`pass_calls` integer DEFAULT 0 NOT NULL,
	`last_pass_calls` integer,
	`updated_at` text NOT NULL
);
