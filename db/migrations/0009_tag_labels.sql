CREATE TABLE "tag_labels" (
	"tag" text PRIMARY KEY NOT NULL,
	"label_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_labels_tag_key" CHECK ("tag_labels"."tag" <> '' and "tag_labels"."tag" = lower(btrim("tag_labels"."tag")))
);
--> statement-breakpoint
-- Tag labels show on the catalog's cards and in its tag filter: a change of them makes the kept
-- pages stale, like any content write (migration 0002, docs/decisions/0010).
CREATE TRIGGER "tag_labels_insert_content_version" AFTER INSERT ON "tag_labels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "tag_labels_update_content_version" AFTER UPDATE ON "tag_labels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "tag_labels_delete_content_version" AFTER DELETE ON "tag_labels" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "tag_labels_truncate_content_version" AFTER TRUNCATE ON "tag_labels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
