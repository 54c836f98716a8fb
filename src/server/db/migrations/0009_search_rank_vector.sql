DROP INDEX "documents_organization_date_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "rank_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "documents_organization_contract_type_idx" ON "documents" USING btree ("organization_id","contract_type");--> statement-breakpoint
CREATE INDEX "documents_organization_date_idx" ON "documents" USING btree ("organization_id","document_date" DESC NULLS LAST,"uploaded_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "rank_vector" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "documents" SET "search_vector" = strip("search_vector"), "rank_vector" =
  setweight(to_tsvector('simple', concat_ws(' ', coalesce("name", ''), coalesce("user_friendly_name", ''), coalesce("document_title", ''), coalesce("vendor", ''), coalesce("primary_party", ''), coalesce("counterparty", ''), coalesce("document_number", ''))), 'A')
  || setweight(to_tsvector('english', concat_ws(' ', coalesce("name", ''), coalesce("user_friendly_name", ''), coalesce("document_title", ''), coalesce("vendor", ''), coalesce("primary_party", ''), coalesce("counterparty", ''), coalesce("document_number", ''))), 'A')
  || setweight(to_tsvector('indonesian', concat_ws(' ', coalesce("name", ''), coalesce("user_friendly_name", ''), coalesce("document_title", ''), coalesce("vendor", ''), coalesce("primary_party", ''), coalesce("counterparty", ''), coalesce("document_number", ''))), 'A')
  || setweight(to_tsvector('simple', concat_ws(' ', coalesce("type", ''), coalesce("contract_type", ''), coalesce("governing_law", ''), coalesce("tax_type_name", ''))), 'B')
  || setweight(to_tsvector('english', concat_ws(' ', coalesce("type", ''), coalesce("contract_type", ''), coalesce("governing_law", ''), coalesce("tax_type_name", ''))), 'B')
  || setweight(to_tsvector('english', left(coalesce("content", ''), 300)), 'C')
  || setweight(to_tsvector('indonesian', left(coalesce("content", ''), 300)), 'C')
WHERE "search_vector" IS NOT NULL;
