-- The projection gained the columns the appointments board reads; rows written before have none
-- of them. Forgetting their event times lets the first reconciliation pass (or any event) count as
-- newer and fill every column; nothing else is lost: the statuses stay until then.
UPDATE "order_event_states" SET "order_at" = NULL, "order_sequence" = NULL, "appointment_at" = NULL, "appointment_sequence" = NULL;
