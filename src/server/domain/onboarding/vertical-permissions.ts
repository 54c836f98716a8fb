import type { z } from "zod";
import type { primaryVerticalSchema } from "../../../contracts/onboarding.ts";

type PrimaryVertical = z.infer<typeof primaryVerticalSchema>;

export interface VerticalGrant {
  vertical: "accounting" | "legal";
  accessLevel: "admin" | "write";
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
    return (["accounting", "legal"] as const).map((vertical) => ({
      vertical,
      accessLevel,
      isPrimary: primaryVertical === "both" || vertical === primaryVertical,
    }));
  }
  return [{ vertical: primaryVertical, accessLevel, isPrimary: true }];
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
