-- The projection now serves the orders list too: every order, with its lab and tests. Rows written
-- before have neither, and walk-in and test-kit orders were never listed. Forgetting the order's
-- event time lets the next pass (or any event) fill the new columns, and forgetting the last full
-- walk makes that next pass walk every order, whatever its collection method.
UPDATE `order_event_states` SET `order_at` = NULL, `order_sequence` = NULL;--> statement-breakpoint
UPDATE `board_sync` SET `full_synced_at` = NULL;
