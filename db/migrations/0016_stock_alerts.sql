CREATE TABLE "stock_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wish_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"links" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_notices_kind" CHECK ("stock_notices"."kind" IN ('confirm','back'))
);
--> statement-breakpoint
CREATE TABLE "stock_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"item_id" uuid NOT NULL,
	"variant_id" uuid,
	"language" text NOT NULL,
	"state" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_wishes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "stock_wishes_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "stock_wishes_one_per_address" UNIQUE NULLS NOT DISTINCT("email","item_id","variant_id"),
	CONSTRAINT "stock_wishes_state" CHECK ("stock_wishes"."state" IN ('unconfirmed','waiting','notified'))
);
--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_wish_id_stock_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."stock_wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_wishes" ADD CONSTRAINT "stock_wishes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_wishes" ADD CONSTRAINT "stock_wishes_variant_id_color_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."color_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_notices_due_idx" ON "stock_notices" USING btree ("next_attempt_at") WHERE "stock_notices"."sent_at" IS NULL AND "stock_notices"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_notices_wish_idx" ON "stock_notices" USING btree ("wish_id");--> statement-breakpoint
CREATE INDEX "stock_wishes_item_idx" ON "stock_wishes" USING btree ("item_id","state");--> statement-breakpoint
CREATE INDEX "stock_wishes_created_idx" ON "stock_wishes" USING btree ("created_at");