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
ALTER TABLE "care_reminders" ADD CONSTRAINT "care_reminders_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reminders" ADD CONSTRAINT "care_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_reminders_plant_kind_idx" ON "care_reminders" USING btree ("user_plant_id","kind");--> statement-breakpoint
CREATE INDEX "care_reminders_waiting_due_idx" ON "care_reminders" USING btree ("due_at") WHERE "care_reminders"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "care_reminders_user_due_idx" ON "care_reminders" USING btree ("user_id","due_at");