CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text,
	"valid_until" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_quotes_money_not_negative" CHECK ("order_quotes"."shipping_cents" >= 0 AND "order_quotes"."total_cents" >= 0),
	CONSTRAINT "order_quotes_state" CHECK ("order_quotes"."state" IN ('sent','withdrawn','accepted','declined'))
);
--> statement-breakpoint
CREATE TABLE "order_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_requests" DROP CONSTRAINT "order_requests_status";--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "mail_problem" text;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quotes" ADD CONSTRAINT "order_quotes_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_history" ADD CONSTRAINT "order_request_history_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_quotes_order_idx" ON "order_quotes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_request_history_order_idx" ON "order_request_history" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_status" CHECK ("order_requests"."status" IN ('new','contacted','quoted','accepted','declined','confirmed','done','cancelled'));