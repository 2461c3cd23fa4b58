ALTER TABLE "stock_notices" DROP CONSTRAINT "stock_notices_kind";--> statement-breakpoint
ALTER TABLE "stock_notices" ALTER COLUMN "wish_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_variant_id_color_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."color_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_low_stock_level" CHECK ("items"."low_stock_level" IS NULL OR "items"."low_stock_level" BETWEEN 0 AND 999);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_low_stock_level" CHECK ("shop_settings"."low_stock_level" IS NULL OR "shop_settings"."low_stock_level" BETWEEN 0 AND 999);--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_subject" CHECK (CASE WHEN "stock_notices"."kind" = 'low' THEN "stock_notices"."wish_id" IS NULL AND "stock_notices"."item_id" IS NOT NULL ELSE "stock_notices"."wish_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_kind" CHECK ("stock_notices"."kind" IN ('confirm','back','low'));