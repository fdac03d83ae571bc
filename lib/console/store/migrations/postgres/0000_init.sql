CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp(3) with time zone NOT NULL,
	"staff_id" text,
	"staff_email" text,
	"role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"outcome" text NOT NULL,
	"request_id" text,
	"client_ip" text,
	"changes" jsonb,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "patient_save_leases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	"last_seen_at" timestamp(3) with time zone NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"revoked_at" timestamp(3) with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp(3) with time zone,
	"oidc_subject" text,
	"created_at" timestamp(3) with time zone NOT NULL,
	"updated_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_oidc_subject_unique" UNIQUE("oidc_subject")
);
--> statement-breakpoint
CREATE TABLE "tracked_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"added_by_staff_id" text,
	"added_at" timestamp(3) with time zone NOT NULL,
	"last_status" text,
	"last_event_status" text,
	"last_seen_at" timestamp(3) with time zone,
	"booking_key" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_orders" ADD CONSTRAINT "tracked_orders_added_by_staff_id_staff_id_fk" FOREIGN KEY ("added_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_staff" ON "audit_log" USING btree ("staff_id","seq");--> statement-breakpoint
CREATE INDEX "audit_action" ON "audit_log" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_target" ON "audit_log" USING btree ("target_id","seq");--> statement-breakpoint
CREATE INDEX "sessions_staff" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "tracked_orders_user" ON "tracked_orders" USING btree ("user_id");