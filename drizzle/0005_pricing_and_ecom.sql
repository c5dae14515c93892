-- The seed-only plans of earlier versions have no product; the demo seed writes them again with one.
DELETE FROM "ecom_plan";--> statement-breakpoint
CREATE TABLE "base_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_price_amount" (
	"base_price_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "base_price_amount_base_price_id_currency_code_pk" PRIMARY KEY("base_price_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "currency_association" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_country" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "description_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_en" text NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclosure" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"billing_plan_id" integer,
	"content_en" text NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclosure_base_price" (
	"disclosure_id" integer NOT NULL,
	"base_price_id" integer NOT NULL,
	CONSTRAINT "disclosure_base_price_disclosure_id_base_price_id_pk" PRIMARY KEY("disclosure_id","base_price_id")
);
--> statement-breakpoint
CREATE TABLE "disclosure_country" (
	"disclosure_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "disclosure_country_disclosure_id_country_id_pk" PRIMARY KEY("disclosure_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "ecom_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"course_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plan" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"cycle" text,
	"quantity" integer,
	"trial_days" integer,
	CONSTRAINT "billing_plan_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "ecom_plan" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "ecom_plan" ALTER COLUMN "language_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "product_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "course_type" text;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "course_levels" text;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "content_product_id" integer;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "base_price_id" integer;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "billing_plan_id" integer;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "free_trial_type" text;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "free_trial_usage_limit" integer;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "join_upsell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "desc_template_id" integer;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "product_image" text;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_price_amount" ADD CONSTRAINT "base_price_amount_base_price_id_base_price_id_fk" FOREIGN KEY ("base_price_id") REFERENCES "public"."base_price"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_price_amount" ADD CONSTRAINT "base_price_amount_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_association" ADD CONSTRAINT "currency_association_currency_code_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_country" ADD CONSTRAINT "currency_country_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_country" ADD CONSTRAINT "currency_country_currency_code_currency_association_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currency_association"("currency_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_billing_plan_id_billing_plan_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_base_price" ADD CONSTRAINT "disclosure_base_price_disclosure_id_disclosure_id_fk" FOREIGN KEY ("disclosure_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_base_price" ADD CONSTRAINT "disclosure_base_price_base_price_id_base_price_id_fk" FOREIGN KEY ("base_price_id") REFERENCES "public"."base_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_country" ADD CONSTRAINT "disclosure_country_disclosure_id_disclosure_id_fk" FOREIGN KEY ("disclosure_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_country" ADD CONSTRAINT "disclosure_country_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_product" ADD CONSTRAINT "ecom_product_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_price_updated_idx" ON "base_price" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "base_price_status_updated_idx" ON "base_price" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "base_price_name_trgm_idx" ON "base_price" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currency_country_currency_idx" ON "currency_country" USING btree ("currency_code");--> statement-breakpoint
CREATE INDEX "description_template_updated_idx" ON "description_template" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "disclosure_updated_idx" ON "disclosure" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "disclosure_status_updated_idx" ON "disclosure" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "disclosure_name_trgm_idx" ON "disclosure" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disclosure_base_price_bp_idx" ON "disclosure_base_price" USING btree ("base_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ecom_product_language_type_key" ON "ecom_product" USING btree ("language_id",coalesce("course_type", ''));--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_product_id_ecom_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecom_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_content_product_id_content_product_id_fk" FOREIGN KEY ("content_product_id") REFERENCES "public"."content_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_base_price_id_base_price_id_fk" FOREIGN KEY ("base_price_id") REFERENCES "public"."base_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_billing_plan_id_billing_plan_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_desc_template_id_description_template_id_fk" FOREIGN KEY ("desc_template_id") REFERENCES "public"."description_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecom_plan_product_idx" ON "ecom_plan" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_status_updated_idx" ON "ecom_plan" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_base_price_updated_idx" ON "ecom_plan" USING btree ("base_price_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_language_updated_idx" ON "ecom_plan" USING btree ("language_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_billing_plan_updated_idx" ON "ecom_plan" USING btree ("billing_plan_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_type_updated_idx" ON "ecom_plan" USING btree ("product_type","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_course_type_updated_idx" ON "ecom_plan" USING btree ("course_type","updated_at","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_template_idx" ON "ecom_plan" USING btree ("desc_template_id");--> statement-breakpoint
CREATE INDEX "ecom_plan_content_product_idx" ON "ecom_plan" USING btree ("content_product_id");