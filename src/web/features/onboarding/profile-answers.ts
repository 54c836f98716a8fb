import {
  ONBOARDING_STEPS,
  PROFILE_ROLE_LEVELS,
  type OnboardingStep,
} from "../../../contracts/onboarding.ts";
import { ApiError } from "../../lib/api-client.ts";

/** Spec §3 Profile's questions; answers are stored by these keys, shown translated. */
export const ROLE_LEVEL_CHOICES = PROFILE_ROLE_LEVELS;
export const DOCUMENT_TYPE_CHOICES = [
  "invoices",
  "receipts",
  "billing_statements",
  "contracts",
  "tax_documents",
] as const;
export const MONTHLY_VOLUME_CHOICES = ["under_50", "50_200", "200_1000", "over_1000"] as const;
export const CURRENT_TOOL_CHOICES = [
  "spreadsheets",
  "accounting_software",
  "paper_files",
  "cloud_storage",
] as const;
export const PAIN_POINT_CHOICES = [
  "manual_entry",
  "finding_documents",
  "compliance",
  "team_collaboration",
] as const;

/** A multiple choice with `choice` ticked or unticked, in the order the choices are listed. */
export function toggleChoice<T extends string>(
  choices: readonly T[],
  chosen: readonly T[],
  choice: T,
): T[] {
  const next = chosen.includes(choice)
    ? chosen.filter((each) => each !== choice)
    : [...chosen, choice];
  return choices.filter((each) => next.includes(each));
}

/**
 * The step whose spec §8 message a failed completion shows. The server names the step that
 * failed; a failure it could not name (no answer, a refusal) happened before anything was saved,
 * so the first step, the profile, is the one that was not done.
 */
export function failedOnboardingStep(error: unknown): OnboardingStep {
  if (error instanceof ApiError) {
    const step = (error.body as { error?: { details?: { step?: unknown } } } | null)?.error?.details
      ?.step;
    const named = ONBOARDING_STEPS.find((each) => each === step);
    if (named) return named;
  }
  return "profile";
}
