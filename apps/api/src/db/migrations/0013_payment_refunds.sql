ALTER TYPE "public"."appointment_status" ADD VALUE IF NOT EXISTS 'slot_taken';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE IF NOT EXISTS 'refund_due';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE IF NOT EXISTS 'refund_failed';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "gateway_refund_id" text;