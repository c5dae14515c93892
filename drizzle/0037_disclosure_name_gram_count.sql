-- How many disclosures hold each piece of their name (src/server/db/gram-counts.ts; the same counts and
-- trigger function as 0030): the name search of the disclosure list asks its trigram index for the
-- text's rare run only, each row found checked against the whole text, in one named statement whose
-- plan is the same for every text (planned with the text, its matches and its rows cost two plans per
-- request). Written by hand (the drizzle tables do not name them). Keep these lines.
CREATE TABLE "disclosure_name_gram_count" ("gram" text PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER disclosure_name_gram_inserted AFTER INSERT ON "disclosure" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('name');
--> statement-breakpoint
CREATE TRIGGER disclosure_name_gram_updated AFTER UPDATE ON "disclosure"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('name');
--> statement-breakpoint
CREATE TRIGGER disclosure_name_gram_deleted AFTER DELETE ON "disclosure" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('name');
--> statement-breakpoint
INSERT INTO "disclosure_name_gram_count" ("gram", "n")
SELECT g, count(*)::int FROM "disclosure", unnest(text_grams("name")) AS g GROUP BY g;
