CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp(3) with time zone NOT NULL,
	"requested_by" text NOT NULL,
	"ok" boolean NOT NULL,
	"checked_rows" bigint NOT NULL,
	"unchained_rows" bigint NOT NULL,
	"head_seq" bigint,
	"head_hash" text,
	"bad_seq" bigint,
	"bad_at" timestamp(3) with time zone,
	"problem" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;