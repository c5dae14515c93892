-- Where a name-ordered walk may start (src/server/db/short-grams.ts gramBound): for each piece of three
-- characters of any organization's lower-cased name, the first and the last organization in name order
-- (the name byte-wise, then the id) whose name holds it. No name before the first holds the piece, so a
-- type-ahead sorted by name ('hooli', whose matches begin a third of the way into the order) walks the
-- name order's index from the latest first of its text's pieces, not from the top.
-- Kept by the database: statement triggers widen the bounds with the names each statement inserts or
-- changes. A rename or a delete never narrows them: a bound stays one (no name before it holds the
-- piece), only looser. Written by hand (the drizzle tables do not name it). Keep these lines.
CREATE TABLE "organization_name_gram" (
  "gram" text PRIMARY KEY,
  "first_name" text COLLATE "C" NOT NULL,
  "first_id" integer NOT NULL,
  "last_name" text COLLATE "C" NOT NULL,
  "last_id" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION organization_name_gram_widen(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  WITH ranked AS (
    SELECT r.id, r.name, row_number() OVER (ORDER BY r.name COLLATE "C", r.id) AS n
    FROM unnest(ids, names) AS r(id, name)
  ), pieces AS (
    SELECT substr(lower(ranked.name), i, 3) AS gram, min(ranked.n) AS lo, max(ranked.n) AS hi
    FROM ranked, generate_series(1, char_length(lower(ranked.name)) - 2) AS i
    GROUP BY 1
  )
  INSERT INTO "organization_name_gram" AS b ("gram", "first_name", "first_id", "last_name", "last_id")
  SELECT p.gram, f.name, f.id, l.name, l.id
  FROM pieces p JOIN ranked f ON f.n = p.lo JOIN ranked l ON l.n = p.hi
  ORDER BY p.gram
  ON CONFLICT ("gram") DO UPDATE SET
    "first_name" = CASE WHEN (excluded."first_name", excluded."first_id") < (b."first_name", b."first_id")
      THEN excluded."first_name" ELSE b."first_name" END,
    "first_id" = CASE WHEN (excluded."first_name", excluded."first_id") < (b."first_name", b."first_id")
      THEN excluded."first_id" ELSE b."first_id" END,
    "last_name" = CASE WHEN (excluded."last_name", excluded."last_id") > (b."last_name", b."last_id")
      THEN excluded."last_name" ELSE b."last_name" END,
    "last_id" = CASE WHEN (excluded."last_name", excluded."last_id") > (b."last_name", b."last_id")
      THEN excluded."last_id" ELSE b."last_id" END
  WHERE (excluded."first_name", excluded."first_id") < (b."first_name", b."first_id")
    OR (excluded."last_name", excluded."last_id") > (b."last_name", b."last_id")
$$;
--> statement-breakpoint
CREATE FUNCTION organization_name_gram_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- plpgsql plans a query when it first runs it: each branch names only the transition tables its trigger
  -- has (an insert has no old rows).
  IF TG_OP = 'INSERT' THEN
    PERFORM organization_name_gram_widen(array(SELECT id FROM new_rows ORDER BY id),
      array(SELECT name FROM new_rows ORDER BY id));
  ELSE
    PERFORM organization_name_gram_widen(
      array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name <> o.name ORDER BY n.id),
      array(SELECT n.name FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name <> o.name ORDER BY n.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organization_name_gram_inserted AFTER INSERT ON "organization" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION organization_name_gram_kept();
--> statement-breakpoint
CREATE TRIGGER organization_name_gram_renamed AFTER UPDATE ON "organization"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION organization_name_gram_kept();
--> statement-breakpoint
SELECT organization_name_gram_widen(array(SELECT id FROM "organization" ORDER BY id),
  array(SELECT name FROM "organization" ORDER BY id));
