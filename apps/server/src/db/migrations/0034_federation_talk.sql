CREATE TABLE "federation_likes_sent" (
	"member_id" uuid NOT NULL,
	"object_uri" text NOT NULL,
	"like_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_likes_sent_member_id_object_uri_pk" PRIMARY KEY("member_id","object_uri")
);
--> statement-breakpoint
CREATE TABLE "federation_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"in_reply_to" text NOT NULL,
	"in_reply_to_actor" text NOT NULL,
	"in_reply_to_handle" text NOT NULL,
	"in_reply_to_url" text,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "remote_uri" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "remote_actor_uri" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "remote_author" jsonb;--> statement-breakpoint
ALTER TABLE "federation_likes_sent" ADD CONSTRAINT "federation_likes_sent_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_replies" ADD CONSTRAINT "federation_replies_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_replies_member_idx" ON "federation_replies" USING btree ("member_id","in_reply_to","published_at");--> statement-breakpoint
CREATE INDEX "post_comments_remote_actor_idx" ON "post_comments" USING btree ("remote_actor_uri");--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_remote_uri_unique" UNIQUE("remote_uri");--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_check" CHECK (("post_comments"."user_id" is null) = ("post_comments"."remote_uri" is not null) and ("post_comments"."remote_uri" is null) = ("post_comments"."remote_actor_uri" is null) and ("post_comments"."remote_uri" is null) = ("post_comments"."remote_author" is null));