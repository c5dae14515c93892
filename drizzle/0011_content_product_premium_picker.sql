-- The premium ISBN picker (GET /product-items?languageId&isPremium, by name) read in order through its own
-- index (issue 10, written by hand like 0007–0010). Before, it walked the name index and discarded every
-- product of the other languages: the whole catalogue for a language without premium products.
CREATE INDEX "content_product_language_premium_name_idx" ON "content_product" USING btree ("language_id","is_premium",("name" collate "C"),"id");
