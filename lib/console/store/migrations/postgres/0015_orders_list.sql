ALTER TABLE "order_event_states" ADD COLUMN "lab_slug" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "lab_name" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "test_name" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "test_count" integer;--> statement-breakpoint
CREATE INDEX "order_event_states_created" ON "order_event_states" USING btree ("order_created_at","order_id");--> statement-breakpoint
CREATE INDEX "order_event_states_order_at" ON "order_event_states" USING btree ("order_at","order_id");--> statement-breakpoint
CREATE INDEX "order_event_states_lab" ON "order_event_states" USING btree ("lab_slug","lab_name");