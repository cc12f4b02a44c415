-- A desk's check-in of a booked person no longer counts against the one-queue-at-a-time rule, which is
-- for the queues a person joins themselves; "where does this person wait" gets an index of its own.
-- Written to run again harmlessly: a database whose migration history was renumbered may meet it twice.
DROP INDEX IF EXISTS "queue_entries_one_waiting_per_user";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "queue_entries_waiting_user_idx" ON "queue_entries" USING btree ("consumer_user_id") WHERE "queue_entries"."status" = 'waiting' and "queue_entries"."consumer_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_waiting_per_user" ON "queue_entries" USING btree ("consumer_user_id") WHERE "queue_entries"."status" = 'waiting' and "queue_entries"."consumer_user_id" is not null and "queue_entries"."source" = 'online';