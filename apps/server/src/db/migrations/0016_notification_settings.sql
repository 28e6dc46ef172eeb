CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"swap_requests" text NOT NULL,
	"swap_answers" text NOT NULL,
	"swap_completed" text NOT NULL,
	"reviews" text NOT NULL,
	"unread_messages" text NOT NULL,
	"weekly_digest" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_settings_digest_idx" ON "notification_settings" USING btree ("user_id") WHERE "notification_settings"."weekly_digest";