CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "needs_review" boolean GENERATED ALWAYS AS (coalesce(jsonb_path_exists("extracted_data", '$.fields.* ? (@.needs_review == true)'), false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_organization_name_idx" ON "projects" USING btree ("organization_id",lower("name"));--> statement-breakpoint
-- Uploads carried project ids before projects existed; none of them names a project.
UPDATE "documents" SET "project_id" = NULL WHERE "project_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_organization_project_idx" ON "documents" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "documents_organization_review_idx" ON "documents" USING btree ("organization_id","uploaded_at") WHERE "documents"."needs_review";