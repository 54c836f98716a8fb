CREATE TABLE "user_activity" (
	"user_id" text NOT NULL,
	"vertical" text NOT NULL,
	"last_active_day" date NOT NULL,
	"recent_days" bit(128) NOT NULL,
	CONSTRAINT "user_activity_user_id_vertical_pk" PRIMARY KEY("user_id","vertical")
);
--> statement-breakpoint
DROP TABLE "user_activity_days" CASCADE;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_last_active_idx" ON "user_activity" USING btree ("last_active_day");--> statement-breakpoint
CREATE INDEX "page_views_organization_viewed_idx" ON "page_views" USING btree ("organization_id","viewed_at");