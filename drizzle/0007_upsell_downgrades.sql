CREATE TABLE "upsell_downgrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_base_price_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"course_levels" text DEFAULT '' NOT NULL,
	"billing_plan_id" integer,
	"original_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_downgrade_option" (
	"rule_id" integer NOT NULL,
	"option_type" text NOT NULL,
	"base_price_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"course_levels" text DEFAULT '' NOT NULL,
	"billing_plan_id" integer,
	"upsell_tag" text,
	"slogan" text,
	CONSTRAINT "upsell_downgrade_option_rule_id_option_type_pk" PRIMARY KEY("rule_id","option_type")
);
--> statement-breakpoint
ALTER TABLE "upsell_downgrade" ADD CONSTRAINT "upsell_downgrade_original_base_price_id_base_price_id_fk" FOREIGN KEY ("original_base_price_id") REFERENCES "public"."base_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_downgrade" ADD CONSTRAINT "upsell_downgrade_billing_plan_id_billing_plan_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_downgrade_option" ADD CONSTRAINT "upsell_downgrade_option_rule_id_upsell_downgrade_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."upsell_downgrade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_downgrade_option" ADD CONSTRAINT "upsell_downgrade_option_base_price_id_base_price_id_fk" FOREIGN KEY ("base_price_id") REFERENCES "public"."base_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_downgrade_option" ADD CONSTRAINT "upsell_downgrade_option_billing_plan_id_billing_plan_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upsell_downgrade_original_key_idx" ON "upsell_downgrade" USING btree ("original_base_price_id","original_key");--> statement-breakpoint
CREATE INDEX "upsell_downgrade_updated_idx" ON "upsell_downgrade" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "upsell_downgrade_original_updated_idx" ON "upsell_downgrade" USING btree ("original_base_price_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "upsell_downgrade_option_base_price_idx" ON "upsell_downgrade_option" USING btree ("base_price_id");
