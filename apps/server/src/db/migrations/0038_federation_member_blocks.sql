CREATE TABLE "federation_member_blocks" (
	"member_id" uuid NOT NULL,
	"actor_uri" text NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_member_blocks_member_id_actor_uri_pk" PRIMARY KEY("member_id","actor_uri")
);
--> statement-breakpoint
ALTER TABLE "federation_member_blocks" ADD CONSTRAINT "federation_member_blocks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;