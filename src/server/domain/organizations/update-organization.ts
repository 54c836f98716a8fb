import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Organization, updateOrganizationSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { presentOrganization } from "./present-organization.ts";

type OrganizationChanges = z.infer<typeof updateOrganizationSchema>;

/** Contract field → column: the whitelist of what the settings page may change. */
const FIELDS = [
  ["name", "name"],
  ["type", "type"],
  ["description", "description"],
  ["industry", "industry"],
  ["company_size", "companySize"],
  ["primary_vertical", "primaryVertical"],
  ["settings", "settings"],
] as const satisfies ReadonlyArray<
  readonly [keyof OrganizationChanges, keyof typeof organization.$inferSelect]
>;

function changedSettingKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key])).sort();
}

/**
 * Changes the organization's details; `settings` is replaced as a whole. Fields sent with the
 * value they already have are not changes: with none, nothing is written or audited.
 */
export async function updateOrganization(
  db: Db,
  actor: Actor,
  organizationId: string,
  changes: OrganizationChanges,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const { role } = await requireMembership(tx, actor.userId, organizationId);
    authorize(role, "manageSettings");
    const [current] = await tx
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "Not found");

    const update: Partial<typeof organization.$inferInsert> = {};
    const changed: string[] = [];
    for (const [field, column] of FIELDS) {
      const value = changes[field];
      if (value === undefined || isDeepStrictEqual(value, current[column])) continue;
      Object.assign(update, { [column]: value });
      changed.push(field);
    }
    if (changed.length === 0) return presentOrganization(current, role, "active");

    const [updated] = await tx
      .update(organization)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(organization.id, organizationId))
      .returning();
    if (!updated) throw new Error(`Organization ${organizationId} was not updated`);
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "organization_updated",
      resourceType: "organization",
      resourceId: organizationId,
      details: { changed },
    });
    if (changes.settings && changed.includes("settings")) {
      await recordAuditEntry(tx, {
        organizationId,
        actor,
        actionType: "settings_changed",
        resourceType: "organization",
        resourceId: organizationId,
        details: { changed: changedSettingKeys(current.settings, changes.settings) },
      });
    }
    return presentOrganization(updated, role, "active");
  });
}
