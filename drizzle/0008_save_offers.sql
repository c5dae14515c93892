-- Save offers and cancel reasons (issue 11). Written by hand to match src/server/areas/save-offers/tables.ts
-- and the promotion facts added to src/server/areas/promotions/tables.ts.
ALTER TABLE "coupon" ADD COLUMN "discount_type" text DEFAULT 'percentage_off' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "currencies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "duration_type" text DEFAULT 'forever' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "duration_amount" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "duration_unit" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "applied_base_price_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "applied_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_base_prices_idx" ON "coupon" USING gin ("applied_base_price_ids");--> statement-breakpoint
CREATE TABLE "cancel_reason" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancel_reason_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "save_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"cancel_reason_id" integer NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"promotion_id" integer,
	"switch_to_plan_id" integer,
	"effective_date" text,
	"extend_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "save_offer_target" (
	"save_offer_id" integer NOT NULL,
	"cancel_reason_id" integer NOT NULL,
	"stage" text NOT NULL,
	"base_price_id" integer NOT NULL,
	CONSTRAINT "save_offer_target_cancel_reason_id_stage_base_price_id_pk" PRIMARY KEY("cancel_reason_id","stage","base_price_id")
);
--> statement-breakpoint
ALTER TABLE "save_offer" ADD CONSTRAINT "save_offer_cancel_reason_id_cancel_reason_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."cancel_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_offer" ADD CONSTRAINT "save_offer_promotion_id_coupon_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_offer" ADD CONSTRAINT "save_offer_switch_to_plan_id_ecom_plan_id_fk" FOREIGN KEY ("switch_to_plan_id") REFERENCES "public"."ecom_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "save_offer_id_reason_idx" ON "save_offer" USING btree ("id","cancel_reason_id");--> statement-breakpoint
ALTER TABLE "save_offer_target" ADD CONSTRAINT "save_offer_target_base_price_id_base_price_id_fk" FOREIGN KEY ("base_price_id") REFERENCES "public"."base_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_offer_target" ADD CONSTRAINT "save_offer_target_offer_fk" FOREIGN KEY ("save_offer_id","cancel_reason_id") REFERENCES "public"."save_offer"("id","cancel_reason_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "cancel_reason_en_trgm_idx" ON "cancel_reason" USING gin ("description_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cancel_reason_es_trgm_idx" ON "cancel_reason" USING gin ("description_es" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "save_offer_updated_idx" ON "save_offer" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "save_offer_type_updated_idx" ON "save_offer" USING btree ("type","updated_at","id");--> statement-breakpoint
CREATE INDEX "save_offer_reason_updated_idx" ON "save_offer" USING btree ("cancel_reason_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "save_offer_promotion_idx" ON "save_offer" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "save_offer_plan_idx" ON "save_offer" USING btree ("switch_to_plan_id");--> statement-breakpoint
CREATE INDEX "save_offer_target_offer_idx" ON "save_offer_target" USING btree ("save_offer_id","stage","base_price_id");--> statement-breakpoint
CREATE INDEX "save_offer_target_stage_idx" ON "save_offer_target" USING btree ("stage","save_offer_id");--> statement-breakpoint
CREATE INDEX "save_offer_target_bp_idx" ON "save_offer_target" USING btree ("base_price_id","save_offer_id");
