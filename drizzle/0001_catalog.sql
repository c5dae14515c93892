CREATE TABLE "content_course" (
	"id" text PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" integer,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"total_lessons" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"lesson_number" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"isbn" text NOT NULL,
	"product_type" text NOT NULL,
	"has_historical_active_status" boolean DEFAULT false NOT NULL,
	"is_premium" boolean NOT NULL,
	"language_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"upsell_name" text,
	"learn_name" text,
	"upsell_description" text,
	"price_amount_minor" integer DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'USD' NOT NULL,
	"notes" text,
	"version" text,
	"course_level" text,
	"course_id" text,
	"course_version" text,
	"course_name" text,
	"lesson_from" integer,
	"lesson_to" integer,
	"bundled_product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"premium_isbn" text,
	"product_upsells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upgrade_id" integer,
	"upgrade_isbn" text,
	"upgrade_name" text,
	"upgrade_ecom_pid" text,
	"upgrade_promotion_code" text,
	"nami_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_upsell_supported_by_nami" boolean DEFAULT false NOT NULL,
	"is_deeplink_supported_by_nami" boolean DEFAULT false NOT NULL,
	"deep_link" text,
	"deep_link_promotion" jsonb,
	"is_effective_immediately" boolean DEFAULT true NOT NULL,
	"pending_changes" jsonb,
	"status" text DEFAULT 'STAGING' NOT NULL,
	"scheduled_publish_time" timestamp with time zone,
	"last_verified_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_product_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"pids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ecom_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"language_id" integer,
	"product_type" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecom_plan_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"actor_id" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mini_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"total_lessons" integer NOT NULL,
	"status" text DEFAULT 'STAGING' NOT NULL,
	"scheduled_publish_time" timestamp with time zone,
	"last_verified_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_course" ADD CONSTRAINT "content_course_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_file" ADD CONSTRAINT "content_file_course_id_content_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."content_course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_product" ADD CONSTRAINT "content_product_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecom_plan" ADD CONSTRAINT "ecom_plan_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_course" ADD CONSTRAINT "mini_course_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_course_language_idx" ON "content_course" USING btree ("language_id","kind","level");--> statement-breakpoint
CREATE INDEX "content_file_course_idx" ON "content_file" USING btree ("course_id","lesson_number");--> statement-breakpoint
CREATE INDEX "content_file_updated_idx" ON "content_file" USING btree ("course_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_product_isbn_uq" ON "content_product" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "content_product_status_idx" ON "content_product" USING btree ("status");--> statement-breakpoint
CREATE INDEX "content_product_type_idx" ON "content_product" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "content_product_language_idx" ON "content_product" USING btree ("language_id","is_premium");--> statement-breakpoint
CREATE INDEX "content_product_modified_idx" ON "content_product" USING btree ("last_modified_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_pids_idx" ON "coupon" USING gin ("pids");--> statement-breakpoint
CREATE INDEX "ecom_plan_name_idx" ON "ecom_plan" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ecom_plan_updated_idx" ON "ecom_plan" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_pending_entity_uq" ON "job" USING btree ("kind","entity_type","entity_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mini_course_status_idx" ON "mini_course" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mini_course_modified_idx" ON "mini_course" USING btree ("last_modified_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mini_course_language_idx" ON "mini_course" USING btree ("language_id");