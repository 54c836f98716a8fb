CREATE TABLE "field_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" text,
	"vertical" text NOT NULL,
	"field" text NOT NULL,
	"verdict" text NOT NULL,
	"shown_value" jsonb,
	"corrected_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_feedback" ADD CONSTRAINT "field_feedback_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_feedback" ADD CONSTRAINT "field_feedback_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_feedback" ADD CONSTRAINT "field_feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_feedback_organization_created_idx" ON "field_feedback" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "field_feedback_document_idx" ON "field_feedback" USING btree ("document_id");