-- The short pieces of the searched columns (src/server/db/short-grams.ts): the substrings of one and two
-- characters of a column's lower case, kept in a generated column `<column>_grams` with a GIN index. A
-- substring search of one or two characters has no trigram to look up; these find its matches (ILIKE
-- re-checks them) instead of a read of the whole column. Stored, not an index on the function: a plan that
-- tests rows one by one then compares a stored array instead of running the function on each row.
-- The columns are the database's alone: the drizzle tables do not name them, so no read returns them.
CREATE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  l text := lower(t);
  n int := char_length(l);
  pieces text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    pieces := pieces || substr(l, i, 1);
    IF i < n THEN
      pieces := pieces || substr(l, i, 2);
    END IF;
  END LOOP;
  RETURN pieces;
END
$$;
--> statement-breakpoint
ALTER TABLE "base_price" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (short_grams("name")) STORED;
--> statement-breakpoint
CREATE INDEX "base_price_name_grams_idx" ON "base_price" USING gin ("name_grams");
--> statement-breakpoint
ALTER TABLE "content_product" ADD COLUMN "isbn_grams" text[] GENERATED ALWAYS AS (short_grams("isbn")) STORED;
--> statement-breakpoint
CREATE INDEX "content_product_isbn_grams_idx" ON "content_product" USING gin ("isbn_grams");
--> statement-breakpoint
ALTER TABLE "content_product" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (short_grams("name")) STORED;
--> statement-breakpoint
CREATE INDEX "content_product_name_grams_idx" ON "content_product" USING gin ("name_grams");
--> statement-breakpoint
ALTER TABLE "disclosure" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (short_grams("name")) STORED;
--> statement-breakpoint
CREATE INDEX "disclosure_name_grams_idx" ON "disclosure" USING gin ("name_grams");
--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "pid_grams" text[] GENERATED ALWAYS AS (short_grams("pid")) STORED;
--> statement-breakpoint
CREATE INDEX "ecom_plan_pid_grams_idx" ON "ecom_plan" USING gin ("pid_grams");
--> statement-breakpoint
ALTER TABLE "cancel_reason" ADD COLUMN "description_en_grams" text[] GENERATED ALWAYS AS (short_grams("description_en")) STORED;
--> statement-breakpoint
CREATE INDEX "cancel_reason_description_en_grams_idx" ON "cancel_reason" USING gin ("description_en_grams");
--> statement-breakpoint
ALTER TABLE "cancel_reason" ADD COLUMN "description_es_grams" text[] GENERATED ALWAYS AS (short_grams("description_es")) STORED;
--> statement-breakpoint
CREATE INDEX "cancel_reason_description_es_grams_idx" ON "cancel_reason" USING gin ("description_es_grams");
