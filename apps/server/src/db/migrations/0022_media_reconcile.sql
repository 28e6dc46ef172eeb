CREATE INDEX "profiles_avatar_url_idx" ON "profiles" USING btree ("avatar_url") WHERE "profiles"."avatar_url" is not null;--> statement-breakpoint
CREATE INDEX "profiles_banner_image_url_idx" ON "profiles" USING btree ("banner_image_url") WHERE "profiles"."banner_image_url" is not null;--> statement-breakpoint
CREATE INDEX "garden_photos_image_url_idx" ON "garden_photos" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "garden_photos_thumbnail_url_idx" ON "garden_photos" USING btree ("thumbnail_url");--> statement-breakpoint
CREATE INDEX "meets_cover_idx" ON "meets" USING gin ("cover" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "messages_image_url_idx" ON "messages" USING btree ("image_url") WHERE "messages"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "media_files_thumbnail_key_idx" ON "media_files" USING btree ("thumbnail_key") WHERE "media_files"."thumbnail_key" is not null;--> statement-breakpoint
CREATE INDEX "user_plants_images_idx" ON "user_plants" USING gin ("images" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "posts_media_idx" ON "posts" USING gin ("media" jsonb_path_ops);