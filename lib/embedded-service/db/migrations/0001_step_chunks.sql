-- step_samples is not dropped here: its rows are packed into step_chunks by
-- lib/embedded-service/db/upgrade-step-storage.ts right after the migrations run, which then drops it.
CREATE TABLE `step_chunks` (
	`user_seq` integer NOT NULL,
	`provider_id` integer NOT NULL,
	`day` integer NOT NULL,
	`samples` blob NOT NULL,
	PRIMARY KEY(`user_seq`, `provider_id`, `day`)
);
