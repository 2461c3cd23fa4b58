CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text,
	"order_email" text,
	"instagram_url" text,
	"about_intro_i18n" jsonb,
	"about_story_i18n" jsonb,
	"shipping" jsonb,
	"returns" jsonb,
	"updated_at" timestamp with time zone,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1);--> statement-breakpoint
-- The shop's name and e-mail are on every public page, the about texts on two: a change of them
-- makes the kept pages stale, like any content write (migration 0002, docs/decisions/0010).
CREATE TRIGGER "shop_settings_insert_content_version" AFTER INSERT ON "shop_settings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_update_content_version" AFTER UPDATE ON "shop_settings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_delete_content_version" AFTER DELETE ON "shop_settings" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_truncate_content_version" AFTER TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
