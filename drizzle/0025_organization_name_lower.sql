-- The organization name's lower case, stored (src/server/db/short-grams.ts likeStoredLower), and held by the
-- name order's index: a walk of that index (the type-ahead sorted by name) tests each entry with LIKE on
-- the stored lower case instead of ILIKE, which lowers the name of every row it reads. Written by hand:
-- the drizzle table does not name the column, and drizzle writes no INCLUDE. Keep these lines.
ALTER TABLE "organization" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("name")) STORED;
--> statement-breakpoint
DROP INDEX "organization_sort_name";
--> statement-breakpoint
CREATE INDEX "organization_sort_name" ON "organization" USING btree (("name" collate "C"),"id") INCLUDE ("name_lower");
