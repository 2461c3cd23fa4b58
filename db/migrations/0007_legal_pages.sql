CREATE TABLE "policies" (
	"kind" text PRIMARY KEY NOT NULL,
	"content_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_kind" CHECK ("policies"."kind" in ('privacy', 'terms', 'withdrawal', 'shipping', 'legal'))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller" jsonb;--> statement-breakpoint
INSERT INTO "policies" ("kind") VALUES ('privacy'), ('terms'), ('withdrawal'), ('shipping'), ('legal');--> statement-breakpoint
-- The policy pages are public and linked from every page's footer: a change of them makes the kept
-- pages stale, like any content write (migration 0002, docs/decisions/0010).
CREATE TRIGGER "policies_insert_content_version" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "policies_update_content_version" AFTER UPDATE ON "policies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "policies_delete_content_version" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "policies_truncate_content_version" AFTER TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
