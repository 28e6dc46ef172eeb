ALTER TABLE "profiles" ADD COLUMN "hidden_from_search" boolean DEFAULT false NOT NULL;
