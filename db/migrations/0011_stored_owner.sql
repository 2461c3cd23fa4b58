-- The owner becomes a stored role. No row is marked here: only the start knows ADMIN_EMAIL, so it
-- marks the owner of a shop that has none (docs/product/access.md#owner-account).
ALTER TABLE "admin_users" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_one_owner" ON "admin_users" USING btree ("is_owner") WHERE "admin_users"."is_owner";--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_owner_active" CHECK (NOT "admin_users"."is_owner" OR "admin_users"."active");