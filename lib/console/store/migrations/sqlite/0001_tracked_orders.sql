CREATE TABLE `tracked_orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`added_by_staff_id` text,
	`added_at` text NOT NULL,
	`last_status` text,
	`last_event_status` text,
	`last_seen_at` text,
	`booking_key` text,
	FOREIGN KEY (`added_by_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tracked_orders_user` ON `tracked_orders` (`user_id`);