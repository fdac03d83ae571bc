CREATE TABLE `patient_save_leases` (
	`user_id` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL
);
