CREATE TABLE `break_glass_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`staff_email` text NOT NULL,
	`role` text NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`client_user_id` text,
	`reason` text NOT NULL,
	`details` text,
	`started_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text,
	`end_reason` text,
	`reviewed_at` text,
	`reviewed_by_staff_id` text,
	`reviewed_by_email` text,
	`review_note` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `break_glass_staff_open` ON `break_glass_grants` (`staff_id`,`ended_at`);--> statement-breakpoint
CREATE INDEX `break_glass_review` ON `break_glass_grants` (`reviewed_at`,`started_at`);