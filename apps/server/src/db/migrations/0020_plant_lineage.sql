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
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_parent_id_plant_lineage_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plant_lineage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_lineage" ADD CONSTRAINT "plant_lineage_swap_request_id_swap_requests_id_fk" FOREIGN KEY ("swap_request_id") REFERENCES "public"."swap_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plant_lineage_user_plant_idx" ON "plant_lineage" USING btree ("user_plant_id");--> statement-breakpoint
CREATE INDEX "plant_lineage_parent_idx" ON "plant_lineage" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "plant_lineage_owner_idx" ON "plant_lineage" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_lineage_swap_source_idx" ON "plant_lineage" USING btree ("swap_request_id","source_plant_id") WHERE "plant_lineage"."swap_request_id" is not null;