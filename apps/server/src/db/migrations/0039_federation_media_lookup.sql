CREATE INDEX "federation_conversations_icon_idx" ON "federation_conversations" USING hash ("icon_url");--> statement-breakpoint
CREATE INDEX "federation_following_icon_idx" ON "federation_following" USING hash ("icon_url");--> statement-breakpoint
CREATE INDEX "federation_remote_objects_image_idx" ON "federation_remote_objects" USING hash ("image_url");--> statement-breakpoint
CREATE INDEX "post_comments_remote_icon_idx" ON "post_comments" USING hash (("remote_author"->>'iconUrl'));