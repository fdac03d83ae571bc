CREATE TABLE `result_intake` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`signal` text NOT NULL,
	`signal_at` text NOT NULL,
	`taken_signal_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `result_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text,
	`report_status` text,
	`reported_at` text,
	`interpretation` text NOT NULL,
	`priority` integer NOT NULL,
	`critical_markers` integer NOT NULL,
	`flagged_markers` integer NOT NULL,
	`markers` integer NOT NULL,
	`arrived_at` text NOT NULL,
	`superseded_at` text,
	`reviewed_at` text,
	`reviewed_by_staff_id` text,
	`review_note` text,
	FOREIGN KEY (`reviewed_by_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `result_reviews_queue` ON `result_reviews` (`priority`,`arrived_at`,`id`) WHERE reviewed_at IS NULL AND superseded_at IS NULL;--> statement-breakpoint
CREATE INDEX `result_reviews_order` ON `result_reviews` (`order_id`);