-- The rows per UTC day of updated_at of the disclosure, save offer and upsell & downgrade lists, kept by the
-- database as migration 0028 keeps those of organizations and voucher groups (its trigger function
-- `day_counted`): a deep page of these lists (they sort by modified at only) with no filter starts at its
-- day (src/server/db/list-search.ts `dayCounts`). Written by hand (the drizzle tables do not name them).
CREATE TABLE "disclosure_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TABLE "save_offer_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TABLE "upsell_downgrade_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER disclosure_day_count_inserted AFTER INSERT ON "disclosure" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER disclosure_day_count_updated AFTER UPDATE ON "disclosure"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER disclosure_day_count_deleted AFTER DELETE ON "disclosure" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER save_offer_day_count_inserted AFTER INSERT ON "save_offer" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER save_offer_day_count_updated AFTER UPDATE ON "save_offer"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER save_offer_day_count_deleted AFTER DELETE ON "save_offer" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER upsell_downgrade_day_count_inserted AFTER INSERT ON "upsell_downgrade"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER upsell_downgrade_day_count_updated AFTER UPDATE ON "upsell_downgrade"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER upsell_downgrade_day_count_deleted AFTER DELETE ON "upsell_downgrade"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
INSERT INTO "disclosure_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "disclosure" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "save_offer_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "save_offer" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "upsell_downgrade_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "upsell_downgrade" GROUP BY 1;
