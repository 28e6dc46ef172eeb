CREATE TABLE "federation_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"actor_uri" text NOT NULL,
	"handle" text NOT NULL,
	"name" text,
	"icon_url" text,
	"url" text,
	"inbox" text NOT NULL,
	"about_name" text,
	"about_url" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_conversations_member_actor_key" UNIQUE("member_id","actor_uri")
);
--> statement-breakpoint
CREATE TABLE "federation_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"uri" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_messages_conversation_uri_key" UNIQUE("conversation_id","uri")
);
--> statement-breakpoint
ALTER TABLE "federation_conversations" ADD CONSTRAINT "federation_conversations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_messages" ADD CONSTRAINT "federation_messages_conversation_id_federation_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."federation_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_conversations_member_idx" ON "federation_conversations" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE INDEX "federation_conversations_actor_idx" ON "federation_conversations" USING btree ("actor_uri");--> statement-breakpoint
CREATE INDEX "federation_messages_conversation_idx" ON "federation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "federation_messages_uri_idx" ON "federation_messages" USING btree ("uri");