ALTER TABLE `order_event_states` ADD `lab_slug` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `lab_name` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `test_name` text;--> statement-breakpoint
ALTER TABLE `order_event_states` ADD `test_count` integer;--> statement-breakpoint
CREATE INDEX `order_event_states_created` ON `order_event_states` (`order_created_at`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_event_states_order_at` ON `order_event_states` (`order_at`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_event_states_method_created` ON `order_event_states` (`collection_method`,`order_created_at`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_event_states_status_created` ON `order_event_states` (`order_status`,`order_created_at`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_event_states_lab_created` ON `order_event_states` (`lab_slug`,`order_created_at`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_event_states_lab` ON `order_event_states` (`lab_slug`,`lab_name`);