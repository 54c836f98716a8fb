ALTER TABLE "documents" ADD COLUMN "search_names" text;--> statement-breakpoint
CREATE INDEX "documents_search_names_idx" ON "documents" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_organization_date_idx" ON "documents" USING btree ("organization_id","document_date");--> statement-breakpoint
CREATE INDEX "documents_organization_due_idx" ON "documents" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "documents_organization_expiry_idx" ON "documents" USING btree ("organization_id","expiry_date");--> statement-breakpoint
UPDATE "documents" SET "search_names" = nullif(concat_ws(' ', "vendor", "primary_party", "counterparty", "document_title"), '');
