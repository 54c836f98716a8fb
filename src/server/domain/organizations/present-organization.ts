import type { Organization } from "../../../contracts/organizations.ts";
import { organizationTypeSchema, roleLevelSchema } from "../../../contracts/organizations.ts";
import type { organization } from "../../db/schema/auth.ts";
import { permissionsFor } from "../../policies/permissions.ts";
import {
  NO_VERTICALS,
  verticalAccessFor,
  type VerticalGrantRow,
} from "../../policies/vertical-access.ts";

type OrganizationRow = typeof organization.$inferSelect;

/**
 * The spec's client shape, through an explicit whitelist, with the caller's permissions and
 * vertical access (`grants`: the caller's vertical permissions there; none before onboarding).
 */
export function presentOrganization(
  row: OrganizationRow,
  role: string,
  memberStatus: "active" | "invited",
  grants: readonly VerticalGrantRow[] = [],
): Organization {
  const parsedRole = roleLevelSchema.safeParse(role);
  return {
    id: row.id,
    name: row.name,
    type: organizationTypeSchema.catch("personal").parse(row.type),
    description: row.description,
    settings: row.settings,
    is_personal: row.isPersonal,
    industry: row.industry,
    company_size: row.companySize,
    primary_vertical: row.primaryVertical,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    userRole: parsedRole.success ? parsedRole.data : "level_3",
    memberStatus,
    // An invitee can do nothing in the organization until they accept.
    permissions: permissionsFor(memberStatus === "active" ? role : null),
    verticalAccess: memberStatus === "active" ? verticalAccessFor(role, grants) : NO_VERTICALS,
  };
}
