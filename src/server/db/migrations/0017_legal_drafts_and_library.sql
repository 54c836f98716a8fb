CREATE TABLE "legal_clauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"body_en" text NOT NULL,
	"body_id" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title_en", '') || ' ' || coalesce("title_id", '') || ' ' || coalesce("category", '')), 'A')
    || setweight(to_tsvector('english', coalesce("title_en", '') || ' ' || coalesce("title_id", '') || ' ' || coalesce("category", '')), 'A')
    || setweight(to_tsvector('indonesian', coalesce("title_en", '') || ' ' || coalesce("title_id", '') || ' ' || coalesce("category", '')), 'A')
    || setweight(to_tsvector('simple', regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('english', regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('indonesian', regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_draft_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"body_id" text NOT NULL,
	"body_en" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"template_key" text,
	"contract_type" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"body_id" text DEFAULT '' NOT NULL,
	"body_en" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"e_meterai" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A')
    || setweight(to_tsvector('english', coalesce("title", '')), 'A')
    || setweight(to_tsvector('indonesian', coalesce("title", '')), 'A')
    || setweight(to_tsvector('simple', regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('english', regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('indonesian', regexp_replace(coalesce("body_id", ''), '<[^>]*>', ' ', 'g') || ' ' || regexp_replace(coalesce("body_en", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_knowledge_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"reference" text,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("reference", '')), 'A')
    || setweight(to_tsvector('english', coalesce("title", '') || ' ' || coalesce("reference", '')), 'A')
    || setweight(to_tsvector('indonesian', coalesce("title", '') || ' ' || coalesce("reference", '')), 'A')
    || setweight(to_tsvector('simple', regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('english', regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g')), 'C')
    || setweight(to_tsvector('indonesian', regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_clauses" ADD CONSTRAINT "legal_clauses_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_clauses" ADD CONSTRAINT "legal_clauses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_draft_versions" ADD CONSTRAINT "legal_draft_versions_draft_id_legal_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."legal_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_draft_versions" ADD CONSTRAINT "legal_draft_versions_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_draft_versions" ADD CONSTRAINT "legal_draft_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_knowledge_notes" ADD CONSTRAINT "legal_knowledge_notes_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_knowledge_notes" ADD CONSTRAINT "legal_knowledge_notes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_clauses_organization_category_idx" ON "legal_clauses" USING btree ("organization_id","category");--> statement-breakpoint
CREATE INDEX "legal_clauses_search_idx" ON "legal_clauses" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_draft_versions_draft_idx" ON "legal_draft_versions" USING btree ("draft_id","version");--> statement-breakpoint
CREATE INDEX "legal_drafts_organization_updated_idx" ON "legal_drafts" USING btree ("organization_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_drafts_search_idx" ON "legal_drafts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "legal_knowledge_notes_organization_idx" ON "legal_knowledge_notes" USING btree ("organization_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_knowledge_notes_search_idx" ON "legal_knowledge_notes" USING gin ("search_vector");