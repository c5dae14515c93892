-- The rows per UTC day of updated_at of the eCom list (ecom_plan), kept by the database as migration 0028
-- keeps those of organizations and voucher groups (its trigger function `day_counted`): a deep page of the
-- list in last-modified order with no filter starts at its day (src/server/db/list-search.ts `dayCounts`).
-- Written by hand (the drizzle tables do not name it). Keep these lines.
CREATE TABLE "ecom_plan_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER ecom_plan_day_count_inserted AFTER INSERT ON "ecom_plan" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER ecom_plan_day_count_updated AFTER UPDATE ON "ecom_plan"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER ecom_plan_day_count_deleted AFTER DELETE ON "ecom_plan" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
INSERT INTO "ecom_plan_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "ecom_plan" GROUP BY 1;
