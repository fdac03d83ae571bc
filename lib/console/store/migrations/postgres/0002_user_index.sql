CREATE TABLE "user_index" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_index_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"client_user_id" text NOT NULL,
	"created_on" timestamp(3) with time zone NOT NULL,
	"providers" text DEFAULT '' NOT NULL,
	"has_details" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"first_name_norm" text,
	"last_name_norm" text,
	"name_norm" text,
	"user_fingerprint" text,
	"details_checked_at" timestamp(3) with time zone,
	"indexed_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "user_index_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_index_state" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_expires_at" timestamp(3) with time zone NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"pass_started_at" timestamp(3) with time zone,
	"last_pass_completed_at" timestamp(3) with time zone,
	"last_pass_users" integer,
	"service_total" integer,
	"pass_calls" integer DEFAULT 0 NOT NULL,
	"last_pass_calls" integer,
	"updated_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_index_created" ON "user_index" USING btree ("created_on","user_id");--> statement-breakpoint
CREATE INDEX "user_index_client_user_id" ON "user_index" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "user_index_last_name" ON "user_index" USING btree ("last_name_norm","user_id");--> statement-breakpoint
CREATE INDEX "user_index_details_checked" ON "user_index" USING btree ("details_checked_at");