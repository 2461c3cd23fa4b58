CREATE TABLE "order_request_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "items_newest_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_requests_newest_idx" ON "order_requests" USING btree ("created_at" DESC NULLS FIRST,"reference" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_requests_status_newest_idx" ON "order_requests" USING btree ("status","created_at" DESC NULLS FIRST,"reference" DESC NULLS FIRST);--> statement-breakpoint
INSERT INTO "order_request_counts" ("status", "count") SELECT "status", count(*)::int FROM "order_requests" GROUP BY "status";--> statement-breakpoint
CREATE FUNCTION "count_order_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "order_request_counts";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "order_request_counts" AS c SET "count" = c."count" - gone.n
		FROM (SELECT "status", count(*)::int AS n FROM "old_rows" GROUP BY "status") AS gone
		WHERE c."status" = gone."status";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_request_counts" ("status", "count")
		SELECT "status", count(*)::int FROM "new_rows" GROUP BY "status"
		ON CONFLICT ("status") DO UPDATE SET "count" = "order_request_counts"."count" + EXCLUDED."count";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_requests_insert_counts" AFTER INSERT ON "order_requests" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_order_requests"();--> statement-breakpoint
CREATE TRIGGER "order_requests_update_counts" AFTER UPDATE ON "order_requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_order_requests"();--> statement-breakpoint
CREATE TRIGGER "order_requests_delete_counts" AFTER DELETE ON "order_requests" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_order_requests"();--> statement-breakpoint
CREATE TRIGGER "order_requests_truncate_counts" AFTER TRUNCATE ON "order_requests" FOR EACH STATEMENT EXECUTE FUNCTION "count_order_requests"();
