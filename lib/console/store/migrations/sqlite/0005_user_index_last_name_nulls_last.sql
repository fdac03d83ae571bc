-- The last-name sort puts nameless users last, as PostgreSQL's ascending index does; SQLite orders
-- nulls first, so its index leads with "has no name" to serve that order without a sort.
DROP INDEX `user_index_last_name`;--> statement-breakpoint
CREATE INDEX `user_index_last_name_nulls_last` ON `user_index` (("last_name_norm" IS NULL),`last_name_norm`,`user_id`);