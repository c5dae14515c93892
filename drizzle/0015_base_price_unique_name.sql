-- Issue 21: one base price per name, whatever its case (the index answers two saves at once). The API stores
-- names trimmed; an older row is trimmed here, and a name an older row (smaller id) already has gets ' (<id>)'
-- at its end (cut to stay within 100 characters), so the index can be built on any existing database.
UPDATE "base_price" SET "name" = btrim("name"), "row_version" = "row_version" + 1 WHERE "name" <> btrim("name");--> statement-breakpoint
UPDATE "base_price" AS b
SET "name" = left(b."name", 100 - length(' (' || b."id" || ')')) || ' (' || b."id" || ')', "row_version" = b."row_version" + 1
WHERE EXISTS (SELECT 1 FROM "base_price" AS o WHERE lower(o."name") = lower(b."name") AND o."id" < b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_price_name_key" ON "base_price" USING btree (lower("name"));
