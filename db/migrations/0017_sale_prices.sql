CREATE TABLE "item_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"applied_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"variant_id" uuid,
	"price" numeric(10, 2) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_sales_price_not_negative" CHECK ("item_sales"."price" >= 0),
	CONSTRAINT "item_sales_ends_after_start" CHECK ("item_sales"."ends_at" > "item_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales" ADD CONSTRAINT "item_sales_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales" ADD CONSTRAINT "item_sales_variant_id_color_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."color_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_prices_item_idx" ON "item_prices" USING btree ("item_id","applied_from");--> statement-breakpoint
CREATE INDEX "item_sales_item_idx" ON "item_sales" USING btree ("item_id","starts_at");--> statement-breakpoint
CREATE INDEX "item_sales_ends_idx" ON "item_sales" USING btree ("ends_at");--> statement-breakpoint
-- docs/product/sale-prices.md#price-history: every item keeps its price history from here on; an
-- existing item's first point is its current price, applied since it was created.
INSERT INTO "item_prices" ("item_id", "price", "applied_from") SELECT "id", "price", "created_at" FROM "items";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_new_item_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "item_prices" ("item_id", "price", "applied_from") SELECT "id", "price", LEAST("created_at", now()) FROM "new_rows";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_changed_item_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "item_prices" ("item_id", "price", "applied_from")
	SELECT n."id", n."price", now() FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE o."price" <> n."price";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "items_insert_price_history" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_new_item_prices"();--> statement-breakpoint
CREATE TRIGGER "items_update_price_history" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_changed_item_prices"();--> statement-breakpoint
-- A sale shows on the catalog's cards and product pages: a change of one makes the kept pages
-- stale, like any content write (migration 0002, docs/decisions/0010).
CREATE TRIGGER "item_sales_insert_content_version" AFTER INSERT ON "item_sales" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "item_sales_update_content_version" AFTER UPDATE ON "item_sales" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "item_sales_delete_content_version" AFTER DELETE ON "item_sales" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "item_sales_truncate_content_version" AFTER TRUNCATE ON "item_sales" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
