-- A base price's first plans (src/server/areas/ecom-products/base-price-plans.ts) read only this index: it
-- holds each plan's pid and name, so the 10 entries of each row of the base price list need no heap page.
-- Written by hand: drizzle writes no INCLUDE. Keep these lines.
DROP INDEX "ecom_plan_base_price_updated_idx";
--> statement-breakpoint
CREATE INDEX "ecom_plan_base_price_updated_idx" ON "ecom_plan" USING btree ("base_price_id","updated_at","id") INCLUDE ("pid","name");
