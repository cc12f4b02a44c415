ALTER TYPE "public"."appointment_status" ADD VALUE 'slot_taken';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refund_due';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refund_failed';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_refund_id" text;