-- The name search's index (issue 10, docs/decisions.md): every suffix of a customer's name_key that starts
-- with a non-space character, cut to 20 characters (NAME_SUFFIX_LENGTH in customers/tables.ts). A name holds
-- a text exactly when one of its suffixes starts with it: the matches are one range of the index, read
-- index-only. Replaces the trigram index, whose matches of a common full name were thousands of rows
-- re-checked in the table (~4 ms a search). Kept by the statement triggers below on every write of customer
-- rows, whoever makes it; ENABLE ALWAYS, so they also run when a bulk load turns replication triggers off
-- (session_replication_role = replica, the volume seed).
CREATE TABLE "customer_name_suffix" (
	"customer_id" integer NOT NULL,
	"is_b2b" boolean NOT NULL,
	"suffix" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"connection" text NOT NULL
);
--> statement-breakpoint
-- A finer histogram of the suffixes, for the estimate of a range (customer-name-search.ts othersFindFewer).
ALTER TABLE "customer_name_suffix" ALTER COLUMN "suffix" SET STATISTICS 1000;
--> statement-breakpoint
CREATE FUNCTION customer_name_suffixes(name_key text) RETURNS TABLE (suffix text) LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(name_key, p, 20) FROM generate_series(1, length(name_key)) AS p WHERE substr(name_key, p, 1) <> ' '
$$;
--> statement-breakpoint
CREATE FUNCTION customer_name_suffix_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_name_suffix (customer_id, is_b2b, suffix, created_at, connection)
    SELECT n.id, n.is_b2b, x.suffix, n.created_at, n.connection FROM new_rows AS n, customer_name_suffixes(n.name_key) AS x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION customer_name_suffix_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose name, tab, created date or connection changed; the old rows are found by their keys.
  DELETE FROM customer_name_suffix AS s
    USING old_rows AS o
    JOIN new_rows AS n ON n.id = o.id
      AND (n.name_key, n.is_b2b, n.created_at, n.connection) IS DISTINCT FROM (o.name_key, o.is_b2b, o.created_at, o.connection),
    customer_name_suffixes(o.name_key) AS x
    WHERE s.is_b2b = o.is_b2b AND s.suffix = x.suffix AND s.customer_id = o.id;
  INSERT INTO customer_name_suffix (customer_id, is_b2b, suffix, created_at, connection)
    SELECT n.id, n.is_b2b, x.suffix, n.created_at, n.connection
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
      AND (n.name_key, n.is_b2b, n.created_at, n.connection) IS DISTINCT FROM (o.name_key, o.is_b2b, o.created_at, o.connection),
    customer_name_suffixes(n.name_key) AS x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION customer_name_suffix_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_name_suffix AS s
    USING old_rows AS o, customer_name_suffixes(o.name_key) AS x
    WHERE s.is_b2b = o.is_b2b AND s.suffix = x.suffix AND s.customer_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_name_suffix_insert AFTER INSERT ON customer REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_name_suffix_insert();
--> statement-breakpoint
CREATE TRIGGER customer_name_suffix_update AFTER UPDATE ON customer REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_name_suffix_update();
--> statement-breakpoint
CREATE TRIGGER customer_name_suffix_delete AFTER DELETE ON customer REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_name_suffix_delete();
--> statement-breakpoint
ALTER TABLE customer ENABLE ALWAYS TRIGGER customer_name_suffix_insert;
--> statement-breakpoint
ALTER TABLE customer ENABLE ALWAYS TRIGGER customer_name_suffix_update;
--> statement-breakpoint
ALTER TABLE customer ENABLE ALWAYS TRIGGER customer_name_suffix_delete;
--> statement-breakpoint
INSERT INTO customer_name_suffix (customer_id, is_b2b, suffix, created_at, connection)
  SELECT c.id, c.is_b2b, x.suffix, c.created_at, c.connection FROM customer AS c, customer_name_suffixes(c.name_key) AS x;
--> statement-breakpoint
-- The connection before the suffix: a name of one connection is one range of the index, a name of any
-- connection one range per connection (the check below makes the five of them the whole tab).
CREATE INDEX "customer_name_suffix_tab_suffix_idx" ON "customer_name_suffix" USING btree ("is_b2b","connection","suffix" text_pattern_ops,"created_at","customer_id");
--> statement-breakpoint
DROP INDEX "customer_name_trgm_idx";
--> statement-breakpoint
-- The tab in the list's order with the name last: a name search with many matches walks it for its page
-- and checks each name in the index (index-only) instead of in the table.
DROP INDEX "customer_tab_created_idx";
--> statement-breakpoint
CREATE INDEX "customer_tab_created_idx" ON "customer" USING btree ("is_b2b","created_at","id","name_key");
--> statement-breakpoint
-- The same for one connection.
DROP INDEX "customer_tab_connection_created_idx";
--> statement-breakpoint
CREATE INDEX "customer_tab_connection_created_idx" ON "customer" USING btree ("is_b2b","connection","created_at","id","name_key");
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_connection_check" CHECK (connection in ('USERNAME', 'GOOGLE', 'APPLE', 'FACEBOOK', 'OKTA'));
