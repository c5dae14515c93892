CREATE TABLE "sign_in_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempt_login_idx" ON "sign_in_attempt" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_address_idx" ON "sign_in_attempt" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_at_idx" ON "sign_in_attempt" USING btree ("at");