-- Promotions (issue 11): the billing provider's coupon book, the promotion entity (the coupon table grows
-- into it: source, name, time range, redemptions, code usage, texts, descriptions, buy one gift one; its
-- status is derived, so the stored status and the pid list go), single-use codes and redemptions.
-- Written by hand to match src/server/areas/billing/tables.ts and src/server/areas/promotions/tables.ts.
CREATE TABLE "billing_coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent" integer,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_type" text NOT NULL,
	"duration_amount" integer,
	"duration_unit" text,
	"max_redemptions" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_coupon_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "source" text DEFAULT 'billing-provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "billing_coupon_id" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "code_usage" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "redeemed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "code_text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "code_text_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "description_disclosures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "base_plan_pid" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "gift_plan_pid" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Codes kept from before: their name is their code, their base prices those of their plans, and the
-- stored status becomes a time range (expired: ended a day ago; inactive: starts in a month).
UPDATE "coupon" SET "name" = "code",
	"applied_base_price_ids" = CASE WHEN cardinality("applied_base_price_ids") > 0 THEN "applied_base_price_ids" ELSE coalesce((
		SELECT array_agg(DISTINCT p."base_price_id" ORDER BY p."base_price_id") FROM "ecom_plan" AS p
		WHERE p."pid" = ANY("coupon"."pids") AND p."base_price_id" IS NOT NULL), '{}'::integer[]) END,
	"started_at" = CASE WHEN "status" = 'inactive' THEN now() + interval '30 days' ELSE "updated_at" - interval '30 days' END,
	"ended_at" = CASE WHEN "status" = 'expired' THEN now() - interval '1 day' ELSE NULL END;--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "started_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "discount_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupon" ALTER COLUMN "duration_type" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "coupon_pids_idx";--> statement-breakpoint
ALTER TABLE "coupon" DROP COLUMN "pids";--> statement-breakpoint
ALTER TABLE "coupon" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "coupon" DROP CONSTRAINT "coupon_code_unique";--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_billing_coupon_id_billing_coupon_id_fk" FOREIGN KEY ("billing_coupon_id") REFERENCES "public"."billing_coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_lower_idx" ON "coupon" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_billing_coupon_idx" ON "coupon" USING btree ("billing_coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_base_plan_idx" ON "coupon" USING btree ("base_plan_pid");--> statement-breakpoint
CREATE INDEX "coupon_code_trgm_idx" ON "coupon" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_updated_idx" ON "coupon" USING btree ("updated_at","id");--> statement-breakpoint
CREATE TABLE "promotion_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"redeemed_at" timestamp with time zone,
	"customer_id" integer
);
--> statement-breakpoint
ALTER TABLE "promotion_code" ADD CONSTRAINT "promotion_code_promotion_id_coupon_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_code" ADD CONSTRAINT "promotion_code_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code_code_idx" ON "promotion_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotion_code_list_idx" ON "promotion_code" USING btree ("promotion_id",("code" collate "C"));--> statement-breakpoint
CREATE INDEX "promotion_code_open_idx" ON "promotion_code" USING btree ("promotion_id",("code" collate "C")) WHERE "redeemed_at" is null;--> statement-breakpoint
CREATE INDEX "promotion_code_customer_idx" ON "promotion_code" USING btree ("customer_id");--> statement-breakpoint
CREATE TABLE "promotion_redemption" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"customer_id" integer,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_promotion_id_coupon_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_redemption_promotion_idx" ON "promotion_redemption" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_redemption_customer_idx" ON "promotion_redemption" USING btree ("customer_id");
--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "discount_value" numeric;--> statement-breakpoint
UPDATE "coupon" SET "discount_value" = CASE WHEN "discount_type" = 'percentage_off' THEN "percent" ELSE (
	SELECT (e->>'amount_minor')::numeric / 100 FROM jsonb_array_elements("coupon"."currencies") AS e
	ORDER BY (e->>'currency_code') <> 'USD', e->>'currency_code' LIMIT 1) END;--> statement-breakpoint
CREATE INDEX "coupon_sort_promotion_type" ON "coupon" USING btree (("code_usage" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "coupon_sort_discount_type" ON "coupon" USING btree (("discount_type" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "coupon_sort_discount" ON "coupon" USING btree ("discount_value","id");
--> statement-breakpoint
CREATE INDEX "coupon_started_idx" ON "coupon" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "coupon_ended_idx" ON "coupon" USING btree ("ended_at");
