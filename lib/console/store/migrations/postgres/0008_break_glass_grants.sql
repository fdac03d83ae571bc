CREATE TABLE "break_glass_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"staff_email" text NOT NULL,
	"role" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_user_id" text,
	"reason" text NOT NULL,
	"details" text,
	"started_at" timestamp(3) with time zone NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"ended_at" timestamp(3) with time zone,
	"end_reason" text,
	"reviewed_at" timestamp(3) with time zone,
	"reviewed_by_staff_id" text,
	"reviewed_by_email" text,
	"review_note" text
);
--> statement-breakpoint
ALTER TABLE "break_glass_grants" ADD CONSTRAINT "break_glass_grants_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "break_glass_grants" ADD CONSTRAINT "break_glass_grants_reviewed_by_staff_id_staff_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "break_glass_staff_open" ON "break_glass_grants" USING btree ("staff_id","ended_at");--> statement-breakpoint
CREATE INDEX "break_glass_review" ON "break_glass_grants" USING btree ("reviewed_at","started_at");