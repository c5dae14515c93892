-- How many rows hold each piece of a searched column (src/server/db/gram-counts.ts): for each run of
-- three ASCII letters or digits in the column's lower case (a trigram the column's trigram index holds
-- as it is), the number of rows whose column holds it. A substring search looks its text's pieces up
-- here first and asks the trigram index for its rarest run only ('INV-0004242': '04242', whose pieces
-- ~1,800 rows hold, not 'inv' and '000' that 88,000 do: 155 index pages read → 5), each row found then
-- checked against the whole text. Counts only choose the pieces: a stale one costs time, never a row.
-- Kept by the database: statement triggers (gram_counted, its argument the column) add and take away the
-- pieces of the rows each statement inserts, deletes or changes the column of, one update per piece in
-- piece order (two statements lock pieces in the same order). Written by hand (the drizzle tables do not
-- name them). Keep these lines.
CREATE FUNCTION text_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(lower(t), i, 3) AS g FROM generate_series(1, char_length(lower(t)) - 2) AS i
  ) AS w WHERE g ~ '^[a-z0-9]{3}$'
$$;
--> statement-breakpoint
CREATE TABLE "voucher_group_invoice_gram_count" ("gram" text PRIMARY KEY, "n" integer NOT NULL);
--> statement-breakpoint
CREATE FUNCTION gram_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  counts text := quote_ident(TG_TABLE_NAME || '_' || col || '_gram_count');
  moved text;
BEGIN
  -- What the statement moved, per piece (its transition tables: an insert has no old rows, a delete no
  -- new ones, an update counts only the rows whose column changed), in piece order; run as dynamic SQL,
  -- so each branch names only the tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    moved := format('SELECT unnest(text_grams(%I)) AS gram, 1 AS n FROM new_rows', col);
  ELSIF TG_OP = 'DELETE' THEN
    moved := format('SELECT unnest(text_grams(%I)) AS gram, -1 AS n FROM old_rows', col);
  ELSE
    moved := format('SELECT unnest(text_grams(c.new)) AS gram, 1 AS n FROM changed AS c
      UNION ALL SELECT unnest(text_grams(c.old)), -1 FROM changed AS c', col);
    moved := format('WITH changed AS (SELECT n.%1$I AS new, o.%1$I AS old FROM new_rows AS n
      JOIN old_rows AS o ON o.id = n.id WHERE n.%1$I IS DISTINCT FROM o.%1$I) %2$s', col, moved);
  END IF;
  EXECUTE format('INSERT INTO %s AS c ("gram", "n") SELECT m.gram, sum(m.n)::int FROM (%s) AS m
    GROUP BY m.gram HAVING sum(m.n) <> 0 ORDER BY m.gram
    ON CONFLICT ("gram") DO UPDATE SET "n" = c."n" + excluded."n"', counts, moved);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER voucher_group_invoice_gram_inserted AFTER INSERT ON "voucher_group" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('invoice');
--> statement-breakpoint
CREATE TRIGGER voucher_group_invoice_gram_updated AFTER UPDATE ON "voucher_group"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('invoice');
--> statement-breakpoint
CREATE TRIGGER voucher_group_invoice_gram_deleted AFTER DELETE ON "voucher_group" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gram_counted('invoice');
--> statement-breakpoint
INSERT INTO "voucher_group_invoice_gram_count" ("gram", "n")
SELECT g, count(*)::int FROM "voucher_group", unnest(text_grams("invoice")) AS g GROUP BY g;
