CREATE TABLE "federation_connections" (
	"host" text PRIMARY KEY NOT NULL,
	"actor_uri" text NOT NULL,
	"inbox" text NOT NULL,
	"follow_id" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federation_remote_objects" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "federation_remote_objects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "federation_remote_objects" ADD COLUMN "longitude" double precision;