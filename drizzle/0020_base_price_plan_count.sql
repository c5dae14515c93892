-- A base price's plan count, kept by the database: the base price list shows it and its applied plans list
-- pages with it as the total, instead of counting up to thousands of plans per base price on every read.
-- Statement triggers on ecom_plan add and take away the rows each statement moves (one update per base
-- price a statement touches, in id order, so two statements lock base prices in the same order).
ALTER TABLE "base_price" ADD COLUMN "plan_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "base_price" AS b SET "plan_count" = c.n
FROM (SELECT "base_price_id", count(*)::int AS n FROM "ecom_plan" WHERE "base_price_id" IS NOT NULL GROUP BY 1) AS c
WHERE b.id = c."base_price_id";
--> statement-breakpoint
CREATE FUNCTION ecom_plan_count_base_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  -- plpgsql plans a query when it first runs it: each branch names only the transition tables its trigger
  -- has (an insert has no old rows, a delete no new ones).
  IF TG_OP = 'INSERT' THEN
    FOR moved IN SELECT "base_price_id" AS id, count(*)::int AS n FROM new_rows
      WHERE "base_price_id" IS NOT NULL GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "base_price" SET "plan_count" = "plan_count" + moved.n WHERE id = moved.id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR moved IN SELECT "base_price_id" AS id, count(*)::int AS n FROM old_rows
      WHERE "base_price_id" IS NOT NULL GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "base_price" SET "plan_count" = "plan_count" - moved.n WHERE id = moved.id;
    END LOOP;
  ELSE
    FOR moved IN SELECT c.id, sum(c.n)::int AS n FROM (
        SELECT "base_price_id" AS id, 1 AS n FROM new_rows
        UNION ALL SELECT "base_price_id", -1 FROM old_rows
      ) AS c WHERE c.id IS NOT NULL GROUP BY c.id HAVING sum(c.n) <> 0 ORDER BY c.id LOOP
      UPDATE "base_price" SET "plan_count" = "plan_count" + moved.n WHERE id = moved.id;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ecom_plan_count_inserted AFTER INSERT ON "ecom_plan" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecom_plan_count_base_prices();
--> statement-breakpoint
CREATE TRIGGER ecom_plan_count_updated AFTER UPDATE ON "ecom_plan" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecom_plan_count_base_prices();
--> statement-breakpoint
CREATE TRIGGER ecom_plan_count_deleted AFTER DELETE ON "ecom_plan" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecom_plan_count_base_prices();
