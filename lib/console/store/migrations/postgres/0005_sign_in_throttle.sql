CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "locked_until";