CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "articles_published_list_idx" ON "articles" USING btree ("featured","published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE "articles"."published";--> statement-breakpoint
CREATE INDEX "articles_category_list_idx" ON "articles" USING btree ("category_id","featured","published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE "articles"."published";--> statement-breakpoint
CREATE INDEX "items_active_featured_idx" ON "items" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_active_price_asc_idx" ON "items" USING btree ("price","created_at" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_active_price_desc_idx" ON "items" USING btree ("price" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that changes rows public pages show moves the content version on, in the same
-- transaction: cached pages of older versions are stale from the moment it commits
-- (docs/decisions/0010). A statement that changes no row (an update matching nothing) does not.
CREATE FUNCTION "bump_content_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed_rows") THEN
		UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "items_insert_content_version" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "items_update_content_version" AFTER UPDATE ON "items" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "items_delete_content_version" AFTER DELETE ON "items" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "items_truncate_content_version" AFTER TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "color_variants_insert_content_version" AFTER INSERT ON "color_variants" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "color_variants_update_content_version" AFTER UPDATE ON "color_variants" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "color_variants_delete_content_version" AFTER DELETE ON "color_variants" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "color_variants_truncate_content_version" AFTER TRUNCATE ON "color_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "categories_insert_content_version" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_update_content_version" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_delete_content_version" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_truncate_content_version" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "articles_insert_content_version" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "articles_update_content_version" AFTER UPDATE ON "articles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "articles_delete_content_version" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "articles_truncate_content_version" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "authors_insert_content_version" AFTER INSERT ON "authors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "authors_update_content_version" AFTER UPDATE ON "authors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "authors_delete_content_version" AFTER DELETE ON "authors" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "authors_truncate_content_version" AFTER TRUNCATE ON "authors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_insert_content_version" AFTER INSERT ON "blog_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_update_content_version" AFTER UPDATE ON "blog_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_delete_content_version" AFTER DELETE ON "blog_categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_truncate_content_version" AFTER TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
