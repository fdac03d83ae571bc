CREATE TABLE "result_intake" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"signal" text NOT NULL,
	"signal_at" timestamp(3) with time zone NOT NULL,
	"taken_signal_at" timestamp(3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"report_status" text,
	"reported_at" timestamp(3) with time zone,
	"interpretation" text NOT NULL,
	"priority" integer NOT NULL,
	"critical_markers" integer NOT NULL,
	"flagged_markers" integer NOT NULL,
	"markers" integer NOT NULL,
	"arrived_at" timestamp(3) with time zone NOT NULL,
	"superseded_at" timestamp(3) with time zone,
	"reviewed_at" timestamp(3) with time zone,
	"reviewed_by_staff_id" text,
	"review_note" text
);
--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_reviewed_by_staff_id_staff_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_reviews_queue" ON "result_reviews" USING btree ("priority","arrived_at","id") WHERE reviewed_at IS NULL AND superseded_at IS NULL;--> statement-breakpoint
CREATE INDEX "result_reviews_order" ON "result_reviews" USING btree ("order_id");