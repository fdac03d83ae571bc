CREATE TABLE `appointment_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` text NOT NULL,
	`created_at` text NOT NULL,
	`status` text NOT NULL,
	`data` text,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `appointment_events_appointment` ON `appointment_events` (`appointment_id`,`seq`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`address` text NOT NULL,
	`lng` real NOT NULL,
	`lat` real NOT NULL,
	`start_at` text,
	`end_at` text,
	`type` text NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`event_status` text NOT NULL,
	`provider_id` text NOT NULL,
	`can_reschedule` integer NOT NULL,
	`order_transaction_id` text,
	`iana_timezone` text,
	`external_id` text,
	`appointment_notes` text,
	`event_data` text,
	`active` integer DEFAULT true NOT NULL,
	`next_step_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appointments_order` ON `appointments` (`order_id`,`active`);--> statement-breakpoint
CREATE INDEX `appointments_next_step` ON `appointments` (`next_step_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_one_active_per_order` ON `appointments` (`order_id`) WHERE active = 1;--> statement-breakpoint
CREATE TABLE `bulk_op_items` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`op_id` text NOT NULL,
	`user_id` text NOT NULL,
	`provider_user_id` text,
	`token_fingerprint` text,
	`client_id` text,
	`scopes` text,
	`state` text NOT NULL,
	`failure` text,
	FOREIGN KEY (`op_id`) REFERENCES `bulk_ops`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bulk_op_items_op_state` ON `bulk_op_items` (`op_id`,`state`);--> statement-breakpoint
CREATE TABLE `bulk_ops` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`team_id` text NOT NULL,
	`type` text NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	`claimed_by` text,
	`claimed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bulk_ops_id_unique` ON `bulk_ops` (`id`);--> statement-breakpoint
CREATE INDEX `bulk_ops_team_seq` ON `bulk_ops` (`team_id`,`seq`);--> statement-breakpoint
CREATE INDEX `bulk_ops_status` ON `bulk_ops` (`status`);--> statement-breakpoint
CREATE TABLE `connections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_seq` integer NOT NULL,
	`provider` text NOT NULL,
	`created_on` text NOT NULL,
	`origin` text NOT NULL,
	`provider_user_id` text,
	`token_fingerprint` text,
	`scopes` text,
	FOREIGN KEY (`user_seq`) REFERENCES `users`(`seq`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connections_user_provider` ON `connections` (`user_seq`,`provider`);--> statement-breakpoint
CREATE TABLE `lab_tests` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`lab_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sample_type` text NOT NULL,
	`method` text NOT NULL,
	`fasting` integer DEFAULT false NOT NULL,
	`price` real NOT NULL,
	`markers` text NOT NULL,
	FOREIGN KEY (`lab_id`) REFERENCES `labs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lab_tests_id_unique` ON `lab_tests` (`id`);--> statement-breakpoint
CREATE TABLE `labs` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `labs_slug_unique` ON `labs` (`slug`);--> statement-breakpoint
CREATE TABLE `link_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_seq` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `link_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_seq` integer NOT NULL,
	`provider` text,
	`redirect_url` text,
	`filter_on_providers` text,
	`on_error` text,
	`on_close` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`team_id` text NOT NULL,
	`user_seq` integer NOT NULL,
	`lab_id` integer NOT NULL,
	`collection_method` text NOT NULL,
	`status` text NOT NULL,
	`lab_test_ids` text NOT NULL,
	`patient_details` text NOT NULL,
	`patient_address` text NOT NULL,
	`order_transaction_id` text,
	`idempotency_key` text,
	`events` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_id_unique` ON `orders` (`id`);--> statement-breakpoint
CREATE INDEX `orders_team_seq` ON `orders` (`team_id`,`seq`);--> statement-breakpoint
CREATE INDEX `orders_team_created` ON `orders` (`team_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_team_user` ON `orders` (`team_id`,`user_seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_team_idempotency` ON `orders` (`team_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `providers` (
	`slug` text PRIMARY KEY NOT NULL,
	`id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`logo` text,
	`auth_type` text,
	`source_type` text,
	`supported_resources` text NOT NULL,
	`group` text,
	`is_active` integer DEFAULT true NOT NULL,
	`backfill_num_days` integer,
	`oauth` integer DEFAULT false NOT NULL,
	`steps_resolution_seconds` integer,
	`device_type` text DEFAULT 'unknown' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `providers_id_unique` ON `providers` (`id`);--> statement-breakpoint
CREATE TABLE `pscs` (
	`id` integer PRIMARY KEY NOT NULL,
	`lab_id` integer NOT NULL,
	`name` text NOT NULL,
	`first_line` text NOT NULL,
	`second_line` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`phone_number` text NOT NULL,
	`fax_number` text NOT NULL,
	`hours` text,
	`capabilities` text NOT NULL,
	FOREIGN KEY (`lab_id`) REFERENCES `labs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pscs_lab_lat` ON `pscs` (`lab_id`,`lat`);--> statement-breakpoint
CREATE TABLE `sign_in_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_seq` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `step_samples` (
	`user_seq` integer NOT NULL,
	`provider_id` integer NOT NULL,
	`start_ts` integer NOT NULL,
	`end_ts` integer NOT NULL,
	`value` real NOT NULL,
	PRIMARY KEY(`user_seq`, `provider_id`, `start_ts`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `team_oauth_credentials` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`provider` text NOT NULL,
	`client_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_oauth_credentials_team_provider` ON `team_oauth_credentials` (`team_id`,`provider`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`api_key_hash` text NOT NULL,
	`bulk_import_enabled` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_api_key_hash_unique` ON `teams` (`api_key_hash`);--> statement-breakpoint
CREATE TABLE `user_info` (
	`user_seq` integer PRIMARY KEY NOT NULL,
	`info` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_seq`) REFERENCES `users`(`seq`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`team_id` text NOT NULL,
	`client_user_id` text NOT NULL,
	`created_on` text NOT NULL,
	`fallback_time_zone` text,
	`fallback_birth_date` text,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_id_unique` ON `users` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_team_client_user_id` ON `users` (`team_id`,`client_user_id`);--> statement-breakpoint
CREATE INDEX `users_team_seq` ON `users` (`team_id`,`seq`);