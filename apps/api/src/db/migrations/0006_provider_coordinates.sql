ALTER TABLE "providers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
-- Providers approved before coordinates existed start at their PIN code's centroid, as new ones do.
UPDATE "providers" SET "latitude" = "pincodes"."lat", "longitude" = "pincodes"."lng" FROM "pincodes" WHERE "pincodes"."pincode" = "providers"."pincode";
