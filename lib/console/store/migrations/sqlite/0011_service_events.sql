CREATE TABLE `order_event_states` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`order_status` text,
	`order_at` text,
	`order_sequence` integer,
	`appointment_id` text,
	`appointment_status` text,
	`appointment_event_status` text,
	`appointment_start_at` text,
	`appointment_end_at` text,
	`appointment_at` text,
	`appointment_sequence` integer,
	`result_interpretation` text,
	`result_at` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `service_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`received_at` text NOT NULL,
	`signed_at` text NOT NULL,
	`occurred_at` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`order_id` text,
	`user_id` text,
	`appointment_id` text,
	`summary` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_by` text,
	`claimed_at` text,
	`processed_at` text,
	`error` text,
	`duplicates` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `service_events_state` ON `service_events` (`state`,`received_at`);--> statement-breakpoint
CREATE INDEX `service_events_type` ON `service_events` (`event_type`,`received_at`);--> statement-breakpoint
CREATE INDEX `service_events_received` ON `service_events` (`received_at`);--> statement-breakpoint
CREATE INDEX `service_events_order` ON `service_events` (`order_id`);--> statement-breakpoint
CREATE TABLE `webhook_refusals` (
	`key` text PRIMARY KEY NOT NULL,
	`hour` text NOT NULL,
	`reason` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
