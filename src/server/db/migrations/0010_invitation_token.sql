ALTER TABLE "invitation" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE INDEX "invitation_inviter_created_idx" ON "invitation" USING btree ("inviter_id","created_at");--> statement-breakpoint
-- Links mailed before invitations had a secret carry none and can never be accepted; their
-- invitations are withdrawn so no team lists them as pending.
UPDATE "invitation" SET "status" = 'canceled' WHERE "status" = 'pending';
