ALTER TABLE "user_plants" ADD COLUMN "sort_name" text;--> statement-breakpoint
CREATE INDEX "user_plants_available_name_idx" ON "user_plants" USING btree ("sort_name","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "user_plants"."available_for_swap";--> statement-breakpoint
-- The name a plant's card shows, lower-cased, so Name A-Z walks an index instead of sorting every plant.
CREATE FUNCTION user_plants_set_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := lower(coalesce(nullif(NEW.custom_name, ''), (SELECT c.common_name FROM catalogue_plants c WHERE c.id = NEW.plant_id)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_plants_sort_name BEFORE INSERT OR UPDATE OF custom_name, plant_id ON user_plants FOR EACH ROW EXECUTE FUNCTION user_plants_set_sort_name();--> statement-breakpoint
UPDATE user_plants up SET sort_name = lower(coalesce(nullif(up.custom_name, ''), c.common_name)) FROM catalogue_plants c WHERE c.id = up.plant_id;
