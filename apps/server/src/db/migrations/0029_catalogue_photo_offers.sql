CREATE TABLE "catalogue_photo_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_plant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plant_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "catalogue_photo_offers" ADD CONSTRAINT "catalogue_photo_offers_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photo_offers" ADD CONSTRAINT "catalogue_photo_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photo_offers" ADD CONSTRAINT "catalogue_photo_offers_plant_id_catalogue_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."catalogue_plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photo_offers" ADD CONSTRAINT "catalogue_photo_offers_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_photo_offers_photo_idx" ON "catalogue_photo_offers" USING btree ("user_plant_id","image_url");--> statement-breakpoint
CREATE INDEX "catalogue_photo_offers_plant_idx" ON "catalogue_photo_offers" USING btree ("plant_id","offered_at","id") WHERE "catalogue_photo_offers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_photo_offers_user_idx" ON "catalogue_photo_offers" USING btree ("user_id");
