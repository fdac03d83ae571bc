CREATE TABLE `seen_appointments` (
	`appointment_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`snapshot` text NOT NULL,
	`seen_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `seen_appointments_order` ON `seen_appointments` (`order_id`);