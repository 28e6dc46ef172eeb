CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"region" text NOT NULL,
	"region_code" text NOT NULL,
	"postcode" text,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_city_prefix_idx" ON "places" USING btree ("search_name" text_pattern_ops,"population" DESC NULLS LAST) WHERE "places"."kind" = 'city';--> statement-breakpoint
CREATE INDEX "places_postcode_prefix_idx" ON "places" USING btree ("postcode" text_pattern_ops) WHERE "places"."kind" = 'postcode';--> statement-breakpoint
CREATE INDEX "places_city_trgm_idx" ON "places" USING gin ("search_name" gin_trgm_ops) WHERE "places"."kind" = 'city';