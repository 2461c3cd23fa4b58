ALTER TABLE "order_messages" ADD COLUMN "author" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author" CHECK ("order_messages"."author" IN ('owner','shopper'));