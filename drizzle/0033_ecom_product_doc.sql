-- The eCom product detail as the database keeps it (plan-read.ts productDetail): its JSON text per
-- product, built by the detail's statement on a read that finds none and kept with the generation of
-- the data it was built from. A kept text is served only while its generation is the current one.
-- Every write to a table the detail shows (the product, its plans, their language, base prices and
-- amounts, currency order, courses, description templates, billing plans, promotions) moves the
-- generation at its commit (a deferred trigger: the generation's row is the last lock a writer takes,
-- held only while it commits, so it makes no cycle with the rows writers lock), once per transaction.
-- A text built from a snapshot older than a write carries the generation before it: never served.
-- Written by hand (the drizzle tables do not name them). Keep these lines.
CREATE TABLE "ecom_product_doc_generation" ("n" bigint NOT NULL);
--> statement-breakpoint
INSERT INTO "ecom_product_doc_generation" ("n") VALUES (1);
--> statement-breakpoint
CREATE TABLE "ecom_product_doc" (
  "product_id" integer PRIMARY KEY REFERENCES "ecom_product" ("id") ON DELETE CASCADE,
  "generation" bigint NOT NULL,
  "store_url" text NOT NULL,
  "row_version" integer NOT NULL,
  "body" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION ecom_product_docs_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction (a row trigger fires for every row a statement writes).
  IF current_setting('ecom_product_doc.stale', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('ecom_product_doc.stale', 'on', true);
    UPDATE "ecom_product_doc_generation" SET "n" = "n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every row any statement writes, in the tables whose every column the detail shows (or keys).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ecom_product', 'ecom_plan', 'language', 'base_price', 'base_price_amount',
    'currency_association', 'billing_plan'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER ecom_product_doc_stale AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ecom_product_docs_stale()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ecom_product_doc_stale AFTER INSERT OR DELETE
  OR UPDATE OF "product_type", "status", "course_name", "name", "isbn", "version", "lesson_from", "lesson_to",
  "bundled_product_ids" ON "content_product"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ecom_product_docs_stale();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ecom_product_doc_stale AFTER INSERT OR DELETE
  OR UPDATE OF "name", "content_en", "content_es" ON "description_template"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ecom_product_docs_stale();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ecom_product_doc_stale AFTER INSERT OR DELETE
  OR UPDATE OF "code", "applied_base_price_ids", "base_plan_pid" ON "coupon"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ecom_product_docs_stale();
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: its own statement trigger, in all ten tables.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ecom_product', 'ecom_plan', 'language', 'base_price', 'base_price_amount',
    'currency_association', 'content_product', 'description_template', 'billing_plan', 'coupon'] LOOP
    EXECUTE format('CREATE TRIGGER ecom_product_doc_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION ecom_product_docs_stale()', t);
  END LOOP;
END
$$;
