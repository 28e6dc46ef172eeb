-- Two instances could each have added an unread entry for one conversation; the newest stays unread.
UPDATE "notifications" SET "is_read" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "user_id", "type", coalesce("conversation_id", "remote_conversation_id")
      ORDER BY "created_at" DESC, "id" DESC
    ) AS "place"
    FROM "notifications"
    WHERE "type" IN ('new_message', 'message') AND NOT "is_read"
  ) AS "ranked" WHERE "place" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_message_idx" ON "notifications" USING btree ("user_id","conversation_id") WHERE "notifications"."type" = 'new_message' and not "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_remote_message_idx" ON "notifications" USING btree ("user_id","remote_conversation_id") WHERE "notifications"."type" = 'message' and not "notifications"."is_read";