-- Seats that two invitations racing on two processes gave one person in a second business, from
-- before the database held the rule: each person keeps their owner seat, or else their earliest.
DELETE FROM "provider_members" AS "later" USING "provider_members" AS "kept"
WHERE "later"."user_id" = "kept"."user_id" AND "later"."provider_id" <> "kept"."provider_id"
  AND "later"."role" <> 'owner'
  AND ("kept"."role" = 'owner' OR "kept"."created_at" < "later"."created_at"
       OR ("kept"."created_at" = "later"."created_at" AND "kept"."provider_id" < "later"."provider_id"));--> statement-breakpoint
DROP INDEX "provider_members_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "provider_members_one_business" ON "provider_members" USING btree ("user_id");