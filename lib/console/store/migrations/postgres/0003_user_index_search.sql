-- Substring search over client_user_id and folded names: trigram GIN indexes answer ILIKE
-- '%…%' from the index for patterns of three characters or more. pg_trgm ships with the server
-- and is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "user_index_client_user_id_trgm" ON "user_index" USING gin ("client_user_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_index_name_trgm" ON "user_index" USING gin ("name_norm" gin_trgm_ops);
--> statement-breakpoint
-- A user_id prefix (LIKE 'abc%') uses a btree only with pattern ops whatever the collation.
CREATE INDEX "user_index_user_id_prefix" ON "user_index" ("user_id" text_pattern_ops);
