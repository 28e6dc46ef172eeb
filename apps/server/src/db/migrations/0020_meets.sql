CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "handover_plans" (
	"swap_request_id" uuid PRIMARY KEY NOT NULL,
	"proposed_by" uuid NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"place" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_bringing" (
	"meet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_plant_id" uuid NOT NULL,
	CONSTRAINT "meet_bringing_meet_id_user_plant_id_pk" PRIMARY KEY("meet_id","user_plant_id")
);
--> statement-breakpoint
CREATE TABLE "meet_rsvps" (
	"meet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_rsvps_meet_id_user_id_pk" PRIMARY KEY("meet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"town" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"earth" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED NOT NULL,
	"venue" text NOT NULL,
	"capacity" integer,
	"brings" text[] NOT NULL,
	"cover" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meets_ends_after_start" CHECK ("meets"."ends_at" > "meets"."starts_at"),
	CONSTRAINT "meets_capacity_range" CHECK ("meets"."capacity" is null or "meets"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "meets" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "meet_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_plans" ADD CONSTRAINT "handover_plans_swap_request_id_swap_requests_id_fk" FOREIGN KEY ("swap_request_id") REFERENCES "public"."swap_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_plans" ADD CONSTRAINT "handover_plans_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_bringing" ADD CONSTRAINT "meet_bringing_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_bringing" ADD CONSTRAINT "meet_bringing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_bringing" ADD CONSTRAINT "meet_bringing_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_rsvps" ADD CONSTRAINT "meet_rsvps_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_rsvps" ADD CONSTRAINT "meet_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meet_bringing_member_idx" ON "meet_bringing" USING btree ("meet_id","user_id");--> statement-breakpoint
CREATE INDEX "meet_bringing_plant_idx" ON "meet_bringing" USING btree ("user_plant_id");--> statement-breakpoint
CREATE INDEX "meet_rsvps_meet_status_idx" ON "meet_rsvps" USING btree ("meet_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "meet_rsvps_user_idx" ON "meet_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meets_listed_earth_idx" ON "meets" USING gist ("earth") WHERE "meets"."cancelled_at" is null and "meets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "meets_listed_starts_idx" ON "meets" USING btree ("starts_at","id") WHERE "meets"."cancelled_at" is null and "meets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "meets_host_idx" ON "meets" USING btree ("host_id","starts_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_meet_idx" ON "notifications" USING btree ("meet_id");