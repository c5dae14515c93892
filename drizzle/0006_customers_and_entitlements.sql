CREATE TABLE "billing_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"auth0_id" text NOT NULL,
	"email" text,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
	"connection" text NOT NULL,
	"account_type" text NOT NULL,
	"is_b2b" boolean NOT NULL,
	"organization_id" integer,
	"customer_group" text,
	"sub_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"root_user_name" text,
	"shared_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_identity" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"auth0_id" text NOT NULL,
	"connection" text NOT NULL,
	"email" text,
	"supports_password_reset" boolean NOT NULL,
	"reset_ticket_hash" text,
	"reset_ticket_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_identity_auth0_id_unique" UNIQUE("auth0_id")
);
--> statement-breakpoint
CREATE TABLE "iap_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"isbn" text NOT NULL,
	"product_name" text NOT NULL,
	"is_subscription" boolean NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"expiration_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sub_user_name" text NOT NULL,
	"course_name" text NOT NULL,
	"lesson_number" integer NOT NULL,
	"first_activity_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"is_completed" boolean NOT NULL,
	"listen_time_minutes" integer NOT NULL,
	"source_platform" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED,
	"status" text NOT NULL,
	"opt_in" boolean NOT NULL,
	"country" text,
	"source" text,
	"device_language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"card_type" text,
	"account_last4" text NOT NULL,
	"expiration_date" text,
	"is_default" boolean DEFAULT true NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"word" text NOT NULL,
	"translation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"link" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entitlement" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"content_product_id" integer,
	"product_public_id" text NOT NULL,
	"isbn" text NOT NULL,
	"product_name" text NOT NULL,
	"language_id" integer,
	"is_subscription" boolean NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"expiration_at" timestamp with time zone,
	"is_upgraded_to_all_access" boolean DEFAULT false NOT NULL,
	"admin_group_id" integer,
	"voucher_group_id" integer,
	"voucher_code" text,
	"voucher_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_subscription" ADD CONSTRAINT "billing_subscription_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transaction" ADD CONSTRAINT "billing_transaction_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transaction" ADD CONSTRAINT "billing_transaction_subscription_id_billing_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_identity" ADD CONSTRAINT "customer_identity_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iap_record" ADD CONSTRAINT "iap_record_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_item" ADD CONSTRAINT "vocabulary_item_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_content_product_id_content_product_id_fk" FOREIGN KEY ("content_product_id") REFERENCES "public"."content_product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_subscription_customer_idx" ON "billing_subscription" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "billing_transaction_customer_idx" ON "billing_transaction" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_auth0_id_uq" ON "customer" USING btree ("auth0_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_key_uq" ON "customer" USING btree ("email_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_tab_email_created_idx" ON "customer" USING btree ("is_b2b","email_key" text_pattern_ops,"created_at","id");--> statement-breakpoint
CREATE INDEX "customer_name_trgm_idx" ON "customer" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_tab_created_idx" ON "customer" USING btree ("is_b2b","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_tab_connection_created_idx" ON "customer" USING btree ("is_b2b","connection","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_organization_tab_created_idx" ON "customer" USING btree ("organization_id","is_b2b","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_shared_group_idx" ON "customer" USING btree ("shared_group_id") WHERE shared_group_id is not null;--> statement-breakpoint
CREATE INDEX "iap_record_customer_created_idx" ON "iap_record" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lesson_progress_customer_course_idx" ON "lesson_progress" USING btree ("customer_id","course_name","lesson_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_subscriber_email_key_uq" ON "marketing_subscriber" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "payment_method_customer_idx" ON "payment_method" USING btree ("customer_id","is_default");--> statement-breakpoint
CREATE INDEX "vocabulary_item_customer_idx" ON "vocabulary_item" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_state_idx" ON "email_outbox" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "entitlement_customer_created_idx" ON "entitlement" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_created_idx" ON "entitlement" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_status_created_idx" ON "entitlement" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_source_created_idx" ON "entitlement" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_isbn_created_idx" ON "entitlement" USING btree ("isbn","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_language_created_idx" ON "entitlement" USING btree ("language_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_subscription_created_idx" ON "entitlement" USING btree ("is_subscription","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_sort_expiration_date" ON "entitlement" USING btree ("expiration_at","id");--> statement-breakpoint
CREATE INDEX "organization_sort_name" ON "organization" USING btree (("name" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "organization_name_trgm_idx" ON "organization" USING gin ("name" gin_trgm_ops);