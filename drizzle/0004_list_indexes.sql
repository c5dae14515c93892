CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "content_product_status_idx";--> statement-breakpoint
DROP INDEX "content_product_type_idx";--> statement-breakpoint
DROP INDEX "content_product_language_idx";--> statement-breakpoint
DROP INDEX "content_product_modified_idx";--> statement-breakpoint
DROP INDEX "ecom_plan_name_idx";--> statement-breakpoint
DROP INDEX "mini_course_status_idx";--> statement-breakpoint
DROP INDEX "mini_course_modified_idx";--> statement-breakpoint
DROP INDEX "ecom_plan_updated_idx";--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "content_product_sort_last_modified_date" ON "content_product" USING btree ("last_modified_date","id");--> statement-breakpoint
CREATE INDEX "content_product_sort_isbn" ON "content_product" USING btree (("isbn" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "content_product_sort_name" ON "content_product" USING btree (("name" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "content_product_sort_product_type" ON "content_product" USING btree (("product_type" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "content_product_sort_status" ON "content_product" USING btree (("status" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "content_product_status_modified_idx" ON "content_product" USING btree ("status","last_modified_date","id");--> statement-breakpoint
CREATE INDEX "content_product_type_modified_idx" ON "content_product" USING btree ("product_type","last_modified_date","id");--> statement-breakpoint
CREATE INDEX "content_product_language_modified_idx" ON "content_product" USING btree ("language_id","is_premium","last_modified_date","id");--> statement-breakpoint
CREATE INDEX "content_product_isbn_trgm_idx" ON "content_product" USING gin ("isbn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_product_name_trgm_idx" ON "content_product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_product_pending_isbn_idx" ON "content_product" USING btree (("pending_changes"->>'isbn')) WHERE "content_product"."pending_changes" is not null;--> statement-breakpoint
CREATE INDEX "ecom_plan_pid_sort_idx" ON "ecom_plan" USING btree (("pid" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "ecom_plan_pid_trgm_idx" ON "ecom_plan" USING gin ("pid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecom_plan_name_trgm_idx" ON "ecom_plan" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_course_sort_last_modified_date" ON "mini_course" USING btree ("last_modified_date","id");--> statement-breakpoint
CREATE INDEX "mini_course_sort_status" ON "mini_course" USING btree (("status" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "mini_course_sort_total_lessons" ON "mini_course" USING btree ("total_lessons","id");--> statement-breakpoint
CREATE INDEX "mini_course_status_modified_idx" ON "mini_course" USING btree ("status","last_modified_date","id");--> statement-breakpoint
CREATE INDEX "ecom_plan_updated_idx" ON "ecom_plan" USING btree ("updated_at","id");