ALTER TABLE "profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "user_plants_available_plant_idx" ON "user_plants" USING btree ("plant_id") WHERE "user_plants"."available_for_swap";--> statement-breakpoint
CREATE INDEX "user_plants_available_earth_idx" ON "user_plants" USING gist (ll_to_earth("latitude", "longitude")) WHERE "user_plants"."available_for_swap" and "user_plants"."latitude" is not null and "user_plants"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "user_plants_custom_name_idx" ON "user_plants" USING gin (lower("custom_name") gin_trgm_ops);--> statement-breakpoint
-- Each plant carries its owner's place, so Browse can search one GiST index in distance order.
CREATE FUNCTION user_plants_copy_owner_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.latitude, p.longitude INTO NEW.latitude, NEW.longitude FROM profiles p WHERE p.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_plants_owner_place BEFORE INSERT ON user_plants FOR EACH ROW EXECUTE FUNCTION user_plants_copy_owner_place();--> statement-breakpoint
CREATE FUNCTION profiles_share_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_plants SET latitude = NEW.latitude, longitude = NEW.longitude WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_place_changed AFTER UPDATE OF latitude, longitude ON profiles FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION profiles_share_place();
