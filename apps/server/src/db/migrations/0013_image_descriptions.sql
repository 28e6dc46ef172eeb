ALTER TABLE "garden_photos" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_description" text;