CREATE TABLE "currency_configuration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancel_reason_list" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_subscriber" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;