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
ALTER TABLE "care_cards" ADD CONSTRAINT "care_cards_swap_request_id_swap_requests_id_fk" FOREIGN KEY ("swap_request_id") REFERENCES "public"."swap_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_cards" ADD CONSTRAINT "care_cards_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;