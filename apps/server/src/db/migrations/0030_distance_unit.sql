ALTER TABLE "users" ADD COLUMN "distance_unit" text;
