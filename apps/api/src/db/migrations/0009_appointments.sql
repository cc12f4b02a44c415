CREATE TYPE "public"."appointment_actor" AS ENUM('customer', 'provider');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('awaiting_payment', 'payment_pending', 'confirmed', 'checked_in', 'no_show', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('upi', 'razorpay');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('at_visit', 'upi_advance', 'razorpay');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'claimed', 'confirmed', 'failed', 'refunded');--> statement-breakpoint
ALTER TYPE "public"."queue_source" ADD VALUE 'appointment';--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slot_minutes" integer NOT NULL,
	"seats_per_slot" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment" "payment_mode" DEFAULT 'at_visit' NOT NULL,
	"upi_id" text,
	"booking_fee_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"consumer_user_id" uuid NOT NULL,
	"consumer_name" text NOT NULL,
	"consumer_age" integer NOT NULL,
	"consumer_contact" text NOT NULL,
	"consumer_gender" "gender" NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"status" "appointment_status" NOT NULL,
	"payment" "payment_mode" NOT NULL,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"whatsapp_updates" boolean DEFAULT false NOT NULL,
	"cancelled_by" "appointment_actor",
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"queue_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_provider_start_idx" ON "appointments" USING btree ("provider_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_consumer_start_idx" ON "appointments" USING btree ("consumer_user_id","start_at");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_once" ON "payments" USING btree ("gateway_payment_id","status") WHERE "payments"."gateway_payment_id" is not null;