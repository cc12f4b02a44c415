CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."industry" AS ENUM('Healthcare', 'Personalcare');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('owner', 'manager', 'receptionist');--> statement-breakpoint
CREATE TYPE "public"."queue_source" AS ENUM('online', 'walk_in');--> statement-breakpoint
CREATE TYPE "public"."queue_status" AS ENUM('waiting', 'called', 'removed', 'left');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name_of_applicant" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text NOT NULL,
	"role_in_business" "member_role" NOT NULL,
	"business_name" text NOT NULL,
	"industry" "industry" NOT NULL,
	"category" text NOT NULL,
	"speciality" text,
	"area" text,
	"business_contact" text NOT NULL,
	"business_type" text NOT NULL,
	"base_pricing" integer NOT NULL,
	"location" text DEFAULT 'None' NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"profile_photo" text NOT NULL,
	"pancard_no" text NOT NULL,
	"pancard_photo" text,
	"licence_photo" text,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "provider_members" (
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "member_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"business_name" text NOT NULL,
	"industry" "industry" NOT NULL,
	"category" text NOT NULL,
	"speciality" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"queue_running" boolean DEFAULT true NOT NULL,
	"base_pricing" integer,
	"profile_photo" text,
	"display_photo_1" text,
	"display_photo_2" text,
	"display_photo_3" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"location" text DEFAULT 'None' NOT NULL,
	"business_contact" text NOT NULL,
	"business_email" text,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"consumer_user_id" uuid,
	"consumer_name" text NOT NULL,
	"consumer_age" integer NOT NULL,
	"consumer_contact" text NOT NULL,
	"consumer_gender" "gender" NOT NULL,
	"source" "queue_source" NOT NULL,
	"status" "queue_status" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"google_sub" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending_per_user" ON "applications" USING btree ("user_id") WHERE "applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_members_pk" ON "provider_members" USING btree ("provider_id","user_id");--> statement-breakpoint
CREATE INDEX "provider_members_user_idx" ON "provider_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_city_category_idx" ON "providers" USING btree (lower("city"),"industry","category");--> statement-breakpoint
CREATE INDEX "queue_entries_waiting_idx" ON "queue_entries" USING btree ("provider_id","joined_at","id") WHERE "queue_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_history_idx" ON "queue_entries" USING btree ("provider_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_waiting_per_user" ON "queue_entries" USING btree ("consumer_user_id") WHERE "queue_entries"."status" = 'waiting' and "queue_entries"."consumer_user_id" is not null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");