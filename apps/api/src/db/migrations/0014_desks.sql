ALTER TYPE "public"."member_role" ADD VALUE IF NOT EXISTS 'practitioner';--> statement-breakpoint
CREATE TABLE "desk_members" (
	"desk_id" integer NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_services" (
	"desk_id" integer NOT NULL,
	"service_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_prefix" text,
	"is_open" boolean DEFAULT true NOT NULL,
	"queue_running" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desks_token_prefix_letter" CHECK ("desks"."token_prefix" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_range" CHECK ("services"."duration_minutes" between 1 and 480),
	CONSTRAINT "services_price_range" CHECK ("services"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "desk_id" integer;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "called_desk_id" integer;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_desk_id_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_services" ADD CONSTRAINT "desk_services_desk_id_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_services" ADD CONSTRAINT "desk_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desks" ADD CONSTRAINT "desks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_members_pk" ON "desk_members" USING btree ("desk_id","user_id");--> statement-breakpoint
CREATE INDEX "desk_members_user_idx" ON "desk_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_services_pk" ON "desk_services" USING btree ("desk_id","service_id");--> statement-breakpoint
CREATE INDEX "desk_services_service_idx" ON "desk_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "desks_provider_idx" ON "desks" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "desks_name_per_provider" ON "desks" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "desks_prefix_per_provider" ON "desks" USING btree ("provider_id","token_prefix") WHERE "desks"."token_prefix" is not null;--> statement-breakpoint
CREATE INDEX "services_provider_idx" ON "services" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_per_provider" ON "services" USING btree ("provider_id",lower("name"));--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_desk_id_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_called_desk_id_desks_id_fk" FOREIGN KEY ("called_desk_id") REFERENCES "public"."desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every provider has at least one desk. Existing providers get theirs here; its line is everyone
-- already waiting (their entries name no desk: they wait for "first available", which one desk serves).
INSERT INTO "desks" ("provider_id", "name") SELECT "id", 'Main desk' FROM "providers";--> statement-breakpoint
-- New providers get theirs from the database itself, whichever code path creates them.
CREATE OR REPLACE FUNCTION "give_provider_first_desk"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desks" ("provider_id", "name") VALUES (NEW."id", 'Main desk');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "providers_first_desk" AFTER INSERT ON "providers" FOR EACH ROW EXECUTE FUNCTION "give_provider_first_desk"();
