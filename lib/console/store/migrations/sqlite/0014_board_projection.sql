CREATE TABLE `board_sync` (
	`id` text PRIMARY KEY NOT NULL,
	`holder` text,
	`lease_expires_at` text,
	`pass_started_at` text,
	`synced_at` text,
	`full_synced_at` text,
	`events_at` text,
	`last_pass_orders` integer,
	`last_pass_calls` integer,
	`last_error` text,
	`last_error_request_id` text,
	`last_error_at` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `collection_method` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `order_created_at` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `appointment_provider` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `appointment_time_zone` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `appointment_can_reschedule` integer;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `appointment_last_event` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `appointment_checked_at` text;--> statement-breakpoint
CREATE INDEX `order_event_states_updated` ON `order_event_states` (`updated_at`);--> statement-breakpoint
CREATE INDEX `order_event_states_board` ON `order_event_states` (`collection_method`,`order_created_at`);--> statement-breakpoint
CREATE INDEX `order_event_states_user` ON `order_event_states` (`user_id`);