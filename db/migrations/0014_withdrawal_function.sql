ALTER TABLE "order_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "withdrawal_name" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "withdrawal_email" text;