ALTER TABLE `teams` ADD `user_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `teams` SET `user_count` = (SELECT count(*) FROM `users` WHERE `users`.`team_id` = `teams`.`id`);
--> statement-breakpoint
CREATE TRIGGER `users_count_insert` AFTER INSERT ON `users` BEGIN
	UPDATE `teams` SET `user_count` = `user_count` + 1 WHERE `id` = NEW.`team_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_delete` AFTER DELETE ON `users` BEGIN
	UPDATE `teams` SET `user_count` = `user_count` - 1 WHERE `id` = OLD.`team_id`;
END;
