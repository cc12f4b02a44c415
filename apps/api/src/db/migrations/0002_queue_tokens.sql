-- Existing entries get the tokens they would have had: numbered in joining order per provider and
-- India day (a fixed +05:30, India has no daylight saving), before the columns become required.
ALTER TABLE "queue_entries" ADD COLUMN "token" integer;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "token_day" date;--> statement-breakpoint
UPDATE "queue_entries" AS e SET "token" = n."token", "token_day" = n."token_day"
FROM (
  SELECT "id",
    (("joined_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date AS "token_day",
    row_number() OVER (
      PARTITION BY "provider_id", (("joined_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date
      ORDER BY "joined_at", "id"
    )::integer AS "token"
  FROM "queue_entries"
) AS n
WHERE e."id" = n."id";--> statement-breakpoint
ALTER TABLE "queue_entries" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ALTER COLUMN "token_day" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_token_per_day" ON "queue_entries" USING btree ("provider_id","token_day","token");
