DROP INDEX "user_activity_last_active_idx";--> statement-breakpoint
CREATE INDEX "user_activity_vertical_last_active_idx" ON "user_activity" USING btree ("vertical","last_active_day");