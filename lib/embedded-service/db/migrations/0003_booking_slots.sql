CREATE TABLE `booking_slots` (
	`booking_key` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`address` text NOT NULL,
	`zip` text NOT NULL,
	`iana_timezone` text,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`taken_by` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_slots_zip_start` ON `booking_slots` (`zip`,`start_at`);--> statement-breakpoint
CREATE INDEX `booking_slots_taken_by` ON `booking_slots` (`taken_by`);