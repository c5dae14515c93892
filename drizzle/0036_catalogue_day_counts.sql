-- The rows per UTC day of the content product list (content_product, by last_modified_date) and of the
-- description template list (description_template, by updated_at), kept by the database as migration 0028
-- keeps those of organizations: a deep page of the list in last-modified order with no filter starts at its
-- day (src/server/db/list-search.ts `dayCounts`). `day_counted` now takes the time column as its trigger
-- argument (none: updated_at, as every earlier table).
-- Written by hand (the drizzle tables do not name it). Keep these lines.
CREATE OR REPLACE FUNCTION day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts text := quote_ident(TG_TABLE_NAME || '_day_count');
  day_of text := format('(%I AT TIME ZONE ''UTC'')::date', coalesce(TG_ARGV[0], 'updated_at'));
  moved text;
BEGIN
  -- What the statement moved, per day (its transition tables: an insert has no old rows, a delete no new
  -- ones), in day order; run as dynamic SQL, so each branch names only the tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    moved := format('SELECT %s AS day, 1 AS n FROM new_rows', day_of);
  ELSIF TG_OP = 'DELETE' THEN
    moved := format('SELECT %s AS day, -1 AS n FROM old_rows', day_of);
  ELSE
    moved := format('SELECT %s AS day, 1 AS n FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows', day_of, day_of);
  END IF;
  EXECUTE format('INSERT INTO %s AS c ("day", "n") SELECT m.day, sum(m.n)::int FROM (%s) AS m
    GROUP BY m.day HAVING sum(m.n) <> 0 ORDER BY m.day
    ON CONFLICT ("day") DO UPDATE SET "n" = c."n" + excluded."n"', counts, moved);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TABLE "content_product_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER content_product_day_count_inserted AFTER INSERT ON "content_product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted('last_modified_date');
--> statement-breakpoint
CREATE TRIGGER content_product_day_count_updated AFTER UPDATE ON "content_product"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted('last_modified_date');
--> statement-breakpoint
CREATE TRIGGER content_product_day_count_deleted AFTER DELETE ON "content_product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted('last_modified_date');
--> statement-breakpoint
INSERT INTO "content_product_day_count" ("day", "n")
SELECT (last_modified_date AT TIME ZONE 'UTC')::date, count(*)::int FROM "content_product" GROUP BY 1;
--> statement-breakpoint
CREATE TABLE "description_template_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER description_template_day_count_inserted AFTER INSERT ON "description_template"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER description_template_day_count_updated AFTER UPDATE ON "description_template"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER description_template_day_count_deleted AFTER DELETE ON "description_template"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
INSERT INTO "description_template_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "description_template" GROUP BY 1;
