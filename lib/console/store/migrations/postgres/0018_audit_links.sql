CREATE TABLE "audit_links" (
	"position" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_links_seq" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "start_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "top_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "gap_seqs" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "gap_ats" timestamp (3) with time zone[] DEFAULT '{}' NOT NULL;