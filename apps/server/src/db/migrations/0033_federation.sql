CREATE TABLE "federation_blocked_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federation_followers" (
	"actor" text NOT NULL,
	"follower_uri" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"handle" text NOT NULL,
	"follow_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_followers_actor_follower_uri_pk" PRIMARY KEY("actor","follower_uri")
);
--> statement-breakpoint
CREATE TABLE "federation_following" (
	"member_id" uuid NOT NULL,
	"actor_uri" text NOT NULL,
	"handle" text NOT NULL,
	"name" text,
	"icon_url" text,
	"url" text,
	"inbox" text NOT NULL,
	"follow_id" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_following_member_id_actor_uri_pk" PRIMARY KEY("member_id","actor_uri")
);
--> statement-breakpoint
CREATE TABLE "federation_keys" (
	"actor" text NOT NULL,
	"algorithm" text NOT NULL,
	"private_key" jsonb NOT NULL,
	"public_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_keys_actor_algorithm_pk" PRIMARY KEY("actor","algorithm")
);
--> statement-breakpoint
CREATE TABLE "federation_kv" (
	"key" text[] PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "federation_published" (
	"object" text PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"uri" text NOT NULL,
	"digest" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federation_remote_likes" (
	"post_id" uuid NOT NULL,
	"actor_uri" text NOT NULL,
	"like_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_remote_likes_post_id_actor_uri_pk" PRIMARY KEY("post_id","actor_uri")
);
--> statement-breakpoint
CREATE TABLE "federation_remote_objects" (
	"uri" text PRIMARY KEY NOT NULL,
	"actor_uri" text NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"text" text NOT NULL,
	"url" text,
	"image_url" text,
	"image_description" text,
	"place_name" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "federates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "federation_following" ADD CONSTRAINT "federation_following_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_remote_likes" ADD CONSTRAINT "federation_remote_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_followers_uri_idx" ON "federation_followers" USING btree ("follower_uri");--> statement-breakpoint
CREATE INDEX "federation_following_actor_idx" ON "federation_following" USING btree ("actor_uri");--> statement-breakpoint
CREATE INDEX "federation_kv_expires_idx" ON "federation_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "federation_remote_objects_actor_idx" ON "federation_remote_objects" USING btree ("actor_uri","published_at");