-- Hand-written note: users.phone and student_details.phone_cipher are not dropped here. The data migration
-- phones-encrypted (src/db/data-migrations) needs the app's key to move them into the encrypted columns below; it
-- drops both columns once every row is moved.
DROP INDEX "users_username_key_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_phone_cipher" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_phone_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_cipher" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_phone_idx" ON "users" USING btree ("login_phone_hash");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree (lower("username")) WHERE "users"."login_phone_hash" is null;