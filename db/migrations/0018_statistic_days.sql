CREATE TABLE "statistic_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "statistic_days_day_kind_key_pk" PRIMARY KEY("day","kind","key"),
	CONSTRAINT "statistic_days_kind" CHECK ("statistic_days"."kind" IN ('page','source')),
	CONSTRAINT "statistic_days_count_positive" CHECK ("statistic_days"."count" > 0)
);
