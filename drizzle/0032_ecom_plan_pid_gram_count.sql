-- How many plans hold each piece of their PID (src/server/db/gram-counts.ts; the same counts and trigger
-- function as 0030): the PID search of the eCom list asks its trigram index for the text's rarest run
-- only ('4242': not 'vol' that every volume plan holds), each row found checked against the whole text.
-- Written by hand (the drizzle tables do not name them). Keep these lines.
CREATE TABLE "ecom_plan_pid_gram_count" ("gram" text PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER ecom_plan_pid_gram_inserted AFTER INSERT ON "ecom_plan" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('pid');
--> statement-breakpoint
CREATE TRIGGER ecom_plan_pid_gram_updated AFTER UPDATE ON "ecom_plan"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('pid');
--> statement-breakpoint
CREATE TRIGGER ecom_plan_pid_gram_deleted AFTER DELETE ON "ecom_plan" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('pid');
--> statement-breakpoint
INSERT INTO "ecom_plan_pid_gram_count" ("gram", "n")
SELECT g, count(*)::int FROM "ecom_plan", unnest(text_grams("pid")) AS g GROUP BY g;
