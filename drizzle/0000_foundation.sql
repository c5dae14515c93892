CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "country_iso2_unique" UNIQUE("iso2"),
	CONSTRAINT "country_iso3_unique" UNIQUE("iso3")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"symbol_native" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_all_access" boolean DEFAULT false NOT NULL,
	CONSTRAINT "language_name_unique" UNIQUE("name"),
	CONSTRAINT "language_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "province" (
	"code" text PRIMARY KEY NOT NULL,
	"country_iso2" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_account" (
	"id" text PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_account_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_idx" ON "oidc_payload" USING btree ("expires_at");