CREATE TABLE "wishlist_matches" (
	"user_id" uuid NOT NULL,
	"plant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_plant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "wishlist_matches" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "care_reminders" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_plant_id" uuid;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_plant_id_catalogue_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."catalogue_plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_matches_member_species_day_idx" ON "wishlist_matches" USING btree ("user_id","plant_id","day");--> statement-breakpoint
CREATE INDEX "wishlist_matches_user_plant_idx" ON "wishlist_matches" USING btree ("user_plant_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_plant_idx" ON "notifications" USING btree ("user_plant_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_plant_user_idx" ON "wishlist_items" USING btree ("plant_id","user_id");