ALTER TABLE "content_product" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_course" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;