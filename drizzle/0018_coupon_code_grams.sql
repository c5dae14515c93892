-- A promotion code's short pieces (as 0016 for the other searched columns): the promotion list's search of
-- one or two characters finds its codes through them, not by reading every code.
ALTER TABLE "coupon" ADD COLUMN "code_grams" text[] GENERATED ALWAYS AS (short_grams("code")) STORED;
--> statement-breakpoint
CREATE INDEX "coupon_code_grams_idx" ON "coupon" USING gin ("code_grams");
