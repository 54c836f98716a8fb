import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { completeOnboardingSchema, OnboardingStep } from "../../../contracts/onboarding.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { profiles, userVerticalPermissions } from "../../db/schema/accounts.ts";
import { member, organization } from "../../db/schema/auth.ts";
import { AppError, isAppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { can } from "../../policies/permissions.ts";
import { verticalAccessFor, verticalGrantsOf } from "../../policies/vertical-access.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import {
  grantsWithinAccess,
  redirectAfterOnboarding,
  verticalGrants,
} from "./vertical-permissions.ts";

type CompleteOnboardingInput = z.infer<typeof completeOnboardingSchema>;

/** Spec §8's words for a failed step. */
const STEP_FAILURES: Record<OnboardingStep, string> = {
  profile: "Failed to update user profile",
  organization: "Failed to update organization",
  clearPermissions: "Failed to clear existing permissions",
  setPermissions: "Failed to set vertical permissions",
  markComplete: "Failed to mark onboarding complete",
};

/** Runs one step; a database failure comes out named by its step (a refusal stays as it is). */
async function inStep<T>(step: OnboardingStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw error;
    const failure = new AppError("INTERNAL", STEP_FAILURES[step], { step });
    failure.cause = error;
    throw failure;
  }
}

/**
 * Spec §4 profile onboarding, in the spec's order: profile, organization, vertical permissions,
 * member completion. One transaction: a failure leaves everything as it was. Only a member who
 * may manage settings renames the organization; an invited Accountant completes only their own
 * part, and nobody gives themselves a vertical they were not given (run again, onboarding would
 * otherwise be a way to widen one's own access).
 */
export async function completeOnboarding(
  db: Db,
  actor: Actor,
  input: CompleteOnboardingInput,
): Promise<{ redirectTo: string }> {
  const { role } = await requireMembership(db, actor.userId, input.organizationId);
  const { profile } = input;
  const now = new Date();

  await db.transaction(async (tx) => {
    const profileValues = {
      fullName: profile.fullName ?? actor.name,
      position: profile.position ?? null,
      roleLevel: profile.roleLevel,
      primaryVertical: profile.primaryVertical,
      documentTypes: profile.documentTypes,
      monthlyVolume: profile.monthlyVolume ?? null,
      currentTools: profile.currentTools,
      painPoints: profile.painPoints,
      onboardingCompletedAt: now,
      updatedAt: now,
    };
    // The stated role level is kept as information about the person only: the membership's
    // role, read above, is what every permission below and elsewhere is decided by (0021).
    await inStep("profile", () =>
      tx
        .insert(profiles)
        .values({ id: actor.userId, ...profileValues })
        .onConflictDoUpdate({ target: profiles.id, set: profileValues }),
    );

    if (can(role, "manageSettings")) {
      await inStep("organization", async () => {
        await tx
          .update(organization)
          .set({
            name: input.organization.name,
            type: input.organization.type,
            description: input.organization.description ?? null,
            primaryVertical: profile.primaryVertical,
            updatedAt: now,
          })
          .where(eq(organization.id, input.organizationId));
        await recordAuditEntry(tx, {
          organizationId: input.organizationId,
          actor,
          actionType: "organization_updated",
          resourceType: "organization",
          resourceId: input.organizationId,
          details: {
            changed: ["name", "type", "description", "primary_vertical"],
            source: "onboarding",
          },
        });
      });
    }

    const held = verticalAccessFor(
      role,
      await verticalGrantsOf(tx, actor.userId, input.organizationId),
    );
    const grants = grantsWithinAccess(
      verticalGrants(profile.roleLevel, profile.primaryVertical, input.multiVertical),
      held,
    );
    if (grants.length > 0) {
      await inStep("clearPermissions", () =>
        tx
          .delete(userVerticalPermissions)
          .where(
            and(
              eq(userVerticalPermissions.userId, actor.userId),
              eq(userVerticalPermissions.organizationId, input.organizationId),
            ),
          ),
      );
      await inStep("setPermissions", () =>
        tx.insert(userVerticalPermissions).values(
          grants.map((grant) => ({
            userId: actor.userId,
            organizationId: input.organizationId,
            ...grant,
            grantedAt: now,
          })),
        ),
      );
    }

    await inStep("markComplete", () =>
      tx
        .update(member)
        .set({ onboardingCompleted: true, onboardingCompletedAt: now })
        .where(
          and(eq(member.userId, actor.userId), eq(member.organizationId, input.organizationId)),
        ),
    );
  });

  return { redirectTo: redirectAfterOnboarding(profile.primaryVertical, input.multiVertical) };
}
