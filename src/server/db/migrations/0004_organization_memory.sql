CREATE TABLE "organization_memory" (
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_memory_organization_id_kind_key_pk" PRIMARY KEY("organization_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "organization_memory" ADD CONSTRAINT "organization_memory_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;