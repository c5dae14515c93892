-- The content product's name and ISBN in lower case, stored (src/server/db/short-grams.ts likeStoredLower),
-- and held by the name order's index: the product pickers' search (GET /product-items, by name) walks that
-- index testing each entry with LIKE on them, from the index alone, instead of fetching each row for ILIKE.
-- Written by hand: the drizzle table does not name the columns, and drizzle writes no INCLUDE. Keep these lines.
ALTER TABLE "content_product" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("name")) STORED;
--> statement-breakpoint
ALTER TABLE "content_product" ADD COLUMN "isbn_lower" text GENERATED ALWAYS AS (lower("isbn")) STORED;
--> statement-breakpoint
DROP INDEX "content_product_sort_name";
--> statement-breakpoint
CREATE INDEX "content_product_sort_name" ON "content_product" USING btree (("name" collate "C"),"id") INCLUDE ("name_lower","isbn_lower");
