CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"path" text NOT NULL,
	"vertical" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_days" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"vertical" text NOT NULL,
	CONSTRAINT "user_activity_days_key" UNIQUE NULLS NOT DISTINCT("day","user_id","organization_id","vertical")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_days" ADD CONSTRAINT "user_activity_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_days" ADD CONSTRAINT "user_activity_days_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_user_viewed_idx" ON "page_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "user_activity_days_organization_idx" ON "user_activity_days" USING btree ("organization_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_processed_idx" ON "documents" USING btree ("processed_at","vertical","uploaded_at") WHERE "documents"."processing_status" = 'complete';--> statement-breakpoint
CREATE INDEX "documents_organization_processed_idx" ON "documents" USING btree ("organization_id","vertical","processed_at") WHERE "documents"."processing_status" = 'complete';--> statement-breakpoint
CREATE INDEX "field_feedback_created_idx" ON "field_feedback" USING btree ("created_at","vertical","field","verdict");