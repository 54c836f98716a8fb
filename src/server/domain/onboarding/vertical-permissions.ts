import type { z } from "zod";
import type { primaryVerticalSchema } from "../../../contracts/onboarding.ts";
import {
  VERTICALS,
  type Vertical,
  type VerticalAccessLists,
} from "../../../contracts/organizations.ts";

type PrimaryVertical = z.infer<typeof primaryVerticalSchema>;

export interface VerticalGrant {
  vertical: Vertical;
  accessLevel: "admin" | "write" | "read";
  isPrimary: boolean;
}

/**
 * Spec §6 vertical access: owner and executive role levels get admin, anyone else write. "both"
 * or multi-vertical access grants both verticals (both primary for "both"); otherwise one
 * primary grant on the chosen vertical.
 */
export function verticalGrants(
  roleLevel: string,
  primaryVertical: PrimaryVertical,
  multiVertical: boolean,
): VerticalGrant[] {
  const accessLevel = roleLevel === "owner" || roleLevel === "executive" ? "admin" : "write";
  if (primaryVertical === "both" || multiVertical) {
    return VERTICALS.map((vertical) => ({
      vertical,
      accessLevel,
      isPrimary: primaryVertical === "both" || vertical === primaryVertical,
    }));
  }
  return [{ vertical: primaryVertical, accessLevel, isPrimary: true }];
}

/**
 * Onboarding chooses among what the member already holds, never more (decision 0018): a
 * vertical they may not read is left out, one they only read stays read. Empty when the choice
 * holds nothing they may read; the caller then keeps the grants they have.
 */
export function grantsWithinAccess(
  grants: VerticalGrant[],
  held: VerticalAccessLists,
): VerticalGrant[] {
  return grants.flatMap((grant) => {
    if (!held.read.includes(grant.vertical)) return [];
    return held.write.includes(grant.vertical) ? [grant] : [{ ...grant, accessLevel: "read" }];
  });
}

/** Spec §4 post-completion redirect. */
export function redirectAfterOnboarding(
  primaryVertical: PrimaryVertical,
  multiVertical: boolean,
): string {
  if (primaryVertical === "both" || multiVertical) return "/verticals";
  return primaryVertical === "legal"
    ? "/verticals/legal/dashboard"
    : "/verticals/accounting/dashboard";
}
