-- The promotion list's two counts kept by the database, as 0028 and 0030 keep the voucher groups':
-- the promotions last updated on each UTC day (`day_counted`: a deep page of the default order, newest
-- updated first, with no filter starts at its own day: src/server/db/list-search.ts `dayCounts`), and
-- how many codes hold each piece (`gram_counted`: the code search asks the trigram index for its text's
-- rarest run, '0012' of 'VOL00012', not 'vol' that every volume code holds: src/server/db/gram-counts.ts).
-- Written by hand (the drizzle tables do not name them). Keep these lines.
CREATE TABLE "coupon_day_count" ("day" date PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TABLE "coupon_code_gram_count" ("gram" text PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER coupon_day_count_inserted AFTER INSERT ON "coupon" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER coupon_day_count_updated AFTER UPDATE ON "coupon"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER coupon_day_count_deleted AFTER DELETE ON "coupon" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION day_counted();
--> statement-breakpoint
CREATE TRIGGER coupon_code_gram_inserted AFTER INSERT ON "coupon" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('code');
--> statement-breakpoint
CREATE TRIGGER coupon_code_gram_updated AFTER UPDATE ON "coupon"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('code');
--> statement-breakpoint
CREATE TRIGGER coupon_code_gram_deleted AFTER DELETE ON "coupon" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('code');
--> statement-breakpoint
INSERT INTO "coupon_day_count" ("day", "n")
SELECT (updated_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "coupon" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "coupon_code_gram_count" ("gram", "n")
SELECT g, count(*)::int FROM "coupon", unnest(text_grams("code")) AS g GROUP BY g;
