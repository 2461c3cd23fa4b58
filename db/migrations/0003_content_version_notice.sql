-- A change of the content version is also announced on the channel "content_version", once per
-- transaction (PostgreSQL folds identical notices), so that every process keeping pages learns of
-- it without asking the database on each request (docs/decisions/0016).
CREATE OR REPLACE FUNCTION "bump_content_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed_rows") THEN
		UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
		PERFORM pg_notify('content_version', '');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
	PERFORM pg_notify('content_version', '');
	RETURN NULL;
END
$$;
