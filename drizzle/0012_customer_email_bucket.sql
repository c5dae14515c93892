-- An email start of three characters or more read newest first through its first three characters
-- (issue 10, written by hand like 0007–0011): the page is the first entries of that walk whose email is
-- in the start's range, index-only; the email index alone reads and sorts every match of the start.
CREATE INDEX "customer_tab_email3_created_idx" ON "customer" USING btree ("is_b2b",left("email_key", 3),"created_at","id","email_key");
