import { z } from "zod";
import { PAGE_SIZES } from "./limits.ts";

/**
 * Spec §3 audit log action and resource types, plus `document_updated` (decision 0012): a
 * document starred, renamed, moved or corrected, which its history must show; `plan_changed` on a
 * `subscription` (issue 20): the organization's plan or its status moved; a `legal_draft`'s
 * life and a `knowledge_library` change (issue 24).
 */
export const AUDIT_ACTION_TYPES = [
  "document_uploaded",
  "document_deleted",
  "document_processed",
  "document_updated",
  "member_invited",
  "member_removed",
  "role_changed",
  "organization_updated",
  "settings_changed",
  "xero_connected",
  "xero_disconnected",
  "invoice_sent_to_xero",
  "plan_changed",
  "draft_created",
  "draft_updated",
  "draft_status_changed",
  "draft_deleted",
  "draft_exported",
  "library_updated",
] as const;
export type AuditActionType = (typeof AUDIT_ACTION_TYPES)[number];

export const AUDIT_RESOURCE_TYPES = [
  "document",
  "organization_member",
  "organization",
  "invitation",
  "xero_connection",
  "user_settings",
  "subscription",
  "legal_draft",
  "knowledge_library",
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const auditLogQuerySchema = z.object({
  organizationId: z.string().min(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.auditLog),
  offset: z.coerce.number().int().min(0).default(0),
  actionType: z.enum([...AUDIT_ACTION_TYPES, "all"]).optional(),
  resourceType: z.enum([...AUDIT_RESOURCE_TYPES, "all"]).optional(),
  userId: z.string().optional(),
});

export const auditLogEntrySchema = z.object({
  id: z.string(),
  action_type: z.enum(AUDIT_ACTION_TYPES),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  logs: z.array(auditLogEntrySchema),
  totalCount: z.number().int(),
});
