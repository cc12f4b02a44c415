ALTER TYPE "public"."queue_status" ADD VALUE 'no_show';--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "rejoined_at" timestamp with time zone;