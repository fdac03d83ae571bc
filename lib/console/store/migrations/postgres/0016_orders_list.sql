ALTER TABLE "order_event_states" ADD COLUMN "lab_slug" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "lab_name" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "test_name" text;--> statement-breakpoint
ALTER TABLE "order_event_states" ADD COLUMN "test_count" integer;--> statement-breakpoint
CREATE INDEX "order_event_states_created" ON "order_event_states" USING btree ("order_created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_event_states_order_at" ON "order_event_states" USING btree ("order_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_event_states_method_created" ON "order_event_states" USING btree ("collection_method","order_created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_event_states_status_created" ON "order_event_states" USING btree ("order_status","order_created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_event_states_lab_created" ON "order_event_states" USING btree ("lab_slug","order_created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_event_states_lab" ON "order_event_states" USING btree ("lab_slug","lab_name");