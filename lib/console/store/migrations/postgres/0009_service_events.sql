CREATE TABLE "order_event_states" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"order_status" text,
	"order_at" timestamp(3) with time zone,
	"order_sequence" integer,
	"appointment_id" text,
	"appointment_status" text,
	"appointment_event_status" text,
	"appointment_start_at" timestamp(3) with time zone,
	"appointment_end_at" timestamp(3) with time zone,
	"appointment_at" timestamp(3) with time zone,
	"appointment_sequence" integer,
	"result_interpretation" text,
	"result_at" timestamp(3) with time zone,
	"updated_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp(3) with time zone NOT NULL,
	"signed_at" timestamp(3) with time zone NOT NULL,
	"occurred_at" timestamp(3) with time zone NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"order_id" text,
	"user_id" text,
	"appointment_id" text,
	"summary" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp(3) with time zone,
	"processed_at" timestamp(3) with time zone,
	"error" text,
	"duplicates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_refusals" (
	"key" text PRIMARY KEY NOT NULL,
	"hour" timestamp(3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_events_state" ON "service_events" USING btree ("state","received_at");--> statement-breakpoint
CREATE INDEX "service_events_type" ON "service_events" USING btree ("event_type","received_at");--> statement-breakpoint
CREATE INDEX "service_events_received" ON "service_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "service_events_order" ON "service_events" USING btree ("order_id");