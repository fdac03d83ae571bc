-- Substring search over client_user_id and folded names: an FTS5 table with the trigram tokenizer
-- answers "contains" queries of three characters or more from its index instead of a full scan.
-- It holds no copy of the text (external content); triggers keep it in step with user_index.
CREATE VIRTUAL TABLE `user_index_fts` USING fts5(
  client_user_id, name_norm, content='user_index', content_rowid='seq', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `user_index_fts_insert` AFTER INSERT ON `user_index` BEGIN
  INSERT INTO user_index_fts(rowid, client_user_id, name_norm) VALUES (new.seq, new.client_user_id, new.name_norm);
END;
--> statement-breakpoint
CREATE TRIGGER `user_index_fts_delete` AFTER DELETE ON `user_index` BEGIN
  INSERT INTO user_index_fts(user_index_fts, rowid, client_user_id, name_norm)
    VALUES ('delete', old.seq, old.client_user_id, old.name_norm);
END;
--> statement-breakpoint
CREATE TRIGGER `user_index_fts_update` AFTER UPDATE OF client_user_id, name_norm ON `user_index` BEGIN
  INSERT INTO user_index_fts(user_index_fts, rowid, client_user_id, name_norm)
    VALUES ('delete', old.seq, old.client_user_id, old.name_norm);
  INSERT INTO user_index_fts(rowid, client_user_id, name_norm) VALUES (new.seq, new.client_user_id, new.name_norm);
END;
