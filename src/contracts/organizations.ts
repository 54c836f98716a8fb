import { z } from "zod";
import { RETENTION, retentionYearsSchema } from "./retention.ts";

/** Spec §6: role levels per membership, highest first. */
export const ROLE_LEVELS = ["level_5", "level_4", "level_3"] as const;
export const roleLevelSchema = z.enum(ROLE_LEVELS);
export type RoleLevel = z.infer<typeof roleLevelSchema>;

/** Spec §6 permission table columns; the table itself lives in src/server/policies. */
export const PERMISSIONS = [
  "manageTeam",
  "deleteDocuments",
  "manageIntegrations",
  "viewAuditLogs",
  "manageSettings",
  "exportData",
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSIONS.map((name) => [name, z.boolean()])) as Record<
    Permission,
    z.ZodBoolean
  >,
);
export type Permissions = z.infer<typeof permissionsSchema>;

/** Spec §3 organization types. */
export const ORGANIZATION_TYPES = [
  "hospitality",
  "food_beverage",
  "law_firm",
  "insurance",
  "real_estate",
  "bpo",
  "personal",
] as const;
export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

export const VERTICALS = ["accounting", "legal"] as const;
export const verticalSchema = z.enum(VERTICALS);
export type Vertical = z.infer<typeof verticalSchema>;

/**
 * The verticals a member may read and write in an organization (spec §3 "Vertical permission",
 * requiredPermissions accounting:read … legal:write), computed by the server's policy.
 */
export const verticalAccessSchema = z.object({
  read: z.array(verticalSchema),
  write: z.array(verticalSchema),
});
export type VerticalAccessLists = z.infer<typeof verticalAccessSchema>;

export const memberStatusSchema = z.enum(["active", "invited"]);

/** Spec §3 Organization, client shape, plus the caller's permissions there. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: organizationTypeSchema,
  description: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  is_personal: z.boolean(),
  industry: z.string().nullable(),
  company_size: z.string().nullable(),
  primary_vertical: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  userRole: roleLevelSchema,
  memberStatus: memberStatusSchema,
  permissions: permissionsSchema,
  verticalAccess: verticalAccessSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationListSchema = z.object({
  organizations: z.array(organizationSchema),
  activeOrganizationId: z.string().nullable(),
});

/** A trimmed description; empty means none ("omitted if empty", spec §5). */
export const optionalDescriptionSchema = z
  .string()
  .trim()
  .max(1000)
  .optional()
  .transform((value) => value || undefined);

export const createOrganizationSchema = z.object({
  name: z.string().trim().min(1).max(120),
  type: organizationTypeSchema.default("personal"),
  description: optionalDescriptionSchema,
});

export const switchOrganizationSchema = z.object({ organizationId: z.string().min(1) });

export const updateOrganizationSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    type: organizationTypeSchema,
    description: z.string().trim().max(1000).nullable(),
    industry: z.string().trim().max(120).nullable(),
    company_size: z.string().trim().max(60).nullable(),
    primary_vertical: z.enum(["accounting", "legal", "both"]).nullable(),
    settings: z
      .record(z.string(), z.unknown())
      .refine(
        (settings) =>
          settings[RETENTION.settingKey] === undefined ||
          retentionYearsSchema.safeParse(settings[RETENTION.settingKey]).success,
        {
          error: `${RETENTION.settingKey} must be a whole number of years from ${RETENTION.minYears} to ${RETENTION.maxYears}`,
        },
      ),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to update" });

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleLevelSchema,
  status: z.literal("active"),
  joinedAt: z.string(),
});

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleLevelSchema,
  status: z.literal("pending"),
  expiresAt: z.string(),
});

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** The caller's permissions here, for the page to read (never to re-derive). */
  permissions: permissionsSchema,
});

export const inviteMemberSchema = z.object({
  email: z.email().transform((email) => email.trim().toLowerCase()),
  role: roleLevelSchema,
});

export const changeRoleSchema = z.object({ role: roleLevelSchema });

/** The secret the invitation e-mail's link carries; reading or accepting the invitation needs it. */
export const invitationTokenSchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitee sees on the page the invitation e-mail links to. */
export const invitationDetailsSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  role: roleLevelSchema,
  expiresAt: z.string(),
});
