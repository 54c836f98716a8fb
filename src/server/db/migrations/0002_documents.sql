CREATE TABLE "document_readings" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"pages" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"vertical" text NOT NULL,
	"uploaded_by" text,
	"project_id" text,
	"is_repository" boolean DEFAULT false NOT NULL,
	"repository_folder_id" text,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_kind" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_hash" text NOT NULL,
	"processing_status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"processed_at" timestamp with time zone,
	"content" text,
	"language" text,
	"page_count" integer,
	"search_vector" "tsvector",
	"preview_hash" text,
	"preview_format" text,
	"type" text,
	"ap_ar" text DEFAULT 'AP' NOT NULL,
	"document_date" date,
	"vendor" text,
	"document_number" text,
	"total_amount" numeric(20, 2),
	"currency" text,
	"tax_amount" numeric(20, 2),
	"tax_rate" real,
	"tax_type_name" text,
	"service_charge_amount" numeric(20, 2),
	"service_charge_type" text,
	"due_date" date,
	"discount" numeric(20, 2),
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"extracted_data" jsonb,
	"confidence" real,
	"user_friendly_name" text,
	"document_title" text,
	"contract_type" text,
	"primary_party" text,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counterparty" text,
	"effective_date" date,
	"expiry_date" date,
	"governing_law" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_organization_file_hash_idx" ON "documents" USING btree ("organization_id","file_hash");--> statement-breakpoint
CREATE INDEX "documents_organization_uploaded_idx" ON "documents" USING btree ("organization_id","vertical","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_file_hash_idx" ON "documents" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "documents_preview_hash_idx" ON "documents" USING btree ("preview_hash") WHERE "documents"."preview_hash" is not null;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");