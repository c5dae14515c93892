-- A name search's walk in last-modified order (the list's default) tests the name's stored lower case that
-- this index holds, from the index alone, as the name order's walk does (0025; db/list-search.ts
-- storedLower 'everySort'). Written by hand: drizzle writes no INCLUDE. Keep these lines.
DROP INDEX "organization_updated_idx";
--> statement-breakpoint
CREATE INDEX "organization_updated_idx" ON "organization" USING btree ("updated_at","id") INCLUDE ("name_lower");
