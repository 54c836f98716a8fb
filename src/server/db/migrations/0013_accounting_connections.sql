CREATE TABLE "accounting_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"provider" text NOT NULL,
	"tenant_id" text NOT NULL,
	"tenant_name" text,
	"connection_id" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "xero_invoice_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "xero_invoice_number" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "xero_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "xero_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_xero_sync_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_xero_sync_error" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "xero_link" text;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_organization_provider_idx" ON "accounting_connections" USING btree ("organization_id","provider");