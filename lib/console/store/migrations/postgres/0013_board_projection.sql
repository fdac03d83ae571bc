CREATE TABLE "board_sync" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text,
	"lease_expires_at" timestamp(3) with time zone,
	"pass_started_at" timestamp(3) with time zone,
	"synced_at" timestamp(3) with time zone,
	"full_synced_at" timestamp(3) with time zone,
	"events_at" timestamp(3) with time zone,
	"last_pass_orders" integer,
	"last_pass_calls" integer,
	"last_error" text,
	"last_error_request_id" text,
	"last_error_at" timestamp(3) with time zone,
	"updated_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "collection_method" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "order_created_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "appointment_provider" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "appointment_time_zone" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "appointment_can_reschedule" boolean;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "appointment_last_event" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "appointment_checked_at" timestamp(3) with time zone;--> statement-breakpoint
CREATE INDEX "order_event_states_updated" ON "order_event_states" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_event_states_board" ON "order_event_states" USING btree ("collection_method","order_created_at");--> statement-breakpoint
CREATE INDEX "order_event_states_user" ON "order_event_states" USING btree ("user_id");