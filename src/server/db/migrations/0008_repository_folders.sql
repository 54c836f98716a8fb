CREATE TABLE "repository_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repository_folders" ADD CONSTRAINT "repository_folders_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_folders" ADD CONSTRAINT "repository_folders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repository_folders_organization_name_idx" ON "repository_folders" USING btree ("organization_id",lower("name"));--> statement-breakpoint
-- Folder ids sent with uploads before folders existed name no folder; they become none.
UPDATE "documents" SET "repository_folder_id" = NULL WHERE "repository_folder_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_repository_folder_id_repository_folders_id_fk" FOREIGN KEY ("repository_folder_id") REFERENCES "public"."repository_folders"("id") ON DELETE set null ON UPDATE no action;