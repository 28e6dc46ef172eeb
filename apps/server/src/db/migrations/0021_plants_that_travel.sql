CREATE TABLE "care_cards" (
	"swap_request_id" uuid NOT NULL,
	"source_plant_id" uuid NOT NULL,
	"giver_id" uuid,
	"light" text,
	"water" text,
	"soil" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_cards_swap_request_id_source_plant_id_pk" PRIMARY KEY("swap_request_id","source_plant_id")
);
--> statement-breakpoint
CREATE TABLE "care_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_plant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"interval_days" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_lineage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_plant_id" uuid,
	"owner_id" uuid,
	"town" text,
	"parent_id" uuid,
	"swap_request_id" uuid,
	"source_plant_id" uuid,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "care_cards" ADD CONSTRAINT "care_cards_swap_request_id_swap_requests_id_fk" FOREIGN KEY ("swap_request_id") REFERENCES "public"."swap_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_cards" ADD CONSTRAINT "care_cards_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reminders" ADD CONSTRAINT "care_reminders_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reminders" ADD CONSTRAINT "care_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_parent_id_plant_lineage_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plant_lineage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_swap_request_id_swap_requests_id_fk" FOREIGN KEY ("swap_request_id") REFERENCES "public"."swap_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_plant_id_catalogue_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."catalogue_plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_matches" ADD CONSTRAINT "wishlist_matches_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_reminders_plant_kind_idx" ON "care_reminders" USING btree ("user_plant_id","kind");--> statement-breakpoint
CREATE INDEX "care_reminders_waiting_due_idx" ON "care_reminders" USING btree ("due_at") WHERE "care_reminders"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "care_reminders_user_due_idx" ON "care_reminders" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_lineage_user_plant_idx" ON "plant_lineage" USING btree ("user_plant_id");--> statement-breakpoint
CREATE INDEX "plant_lineage_parent_idx" ON "plant_lineage" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "plant_lineage_owner_idx" ON "plant_lineage" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_lineage_swap_source_idx" ON "plant_lineage" USING btree ("swap_request_id","source_plant_id") WHERE "plant_lineage"."swap_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_matches_member_species_day_idx" ON "wishlist_matches" USING btree ("user_id","plant_id","day");--> statement-breakpoint
CREATE INDEX "wishlist_matches_user_plant_idx" ON "wishlist_matches" USING btree ("user_plant_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_plant_idx" ON "notifications" USING btree ("user_plant_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_plant_user_idx" ON "wishlist_items" USING btree ("plant_id","user_id");