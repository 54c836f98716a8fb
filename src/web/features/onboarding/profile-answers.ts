import type { z } from "zod";
import {
  ONBOARDING_STEPS,
  PROFILE_ROLE_LEVELS,
  primaryVerticalSchema,
  type OnboardingStep,
  type storedProfileSchema,
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

export interface ProfileAnswers {
  position: string;
  roleLevel: (typeof ROLE_LEVEL_CHOICES)[number];
  primaryVertical: z.infer<typeof primaryVerticalSchema>;
  documentTypes: (typeof DOCUMENT_TYPE_CHOICES)[number][];
  monthlyVolume: (typeof MONTHLY_VOLUME_CHOICES)[number] | "";
  currentTools: (typeof CURRENT_TOOL_CHOICES)[number][];
  painPoints: (typeof PAIN_POINT_CHOICES)[number][];
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null | undefined) =>
  choices.find((each) => each === value);
const someOf = <T extends string>(choices: readonly T[], values: readonly string[]) =>
  choices.filter((each) => values.includes(each));

/**
 * Where the wizard's answers start: what the person said before (a second organization's wizard
 * asks again, and must not blank them), else `roleLevel` and nothing chosen. Answers that are no
 * longer among the choices are dropped.
 */
export function startingAnswers(
  stored: z.infer<typeof storedProfileSchema> | null | undefined,
  roleLevel: ProfileAnswers["roleLevel"],
): ProfileAnswers {
  return {
    position: stored?.position ?? "",
    roleLevel: oneOf(ROLE_LEVEL_CHOICES, stored?.roleLevel) ?? roleLevel,
    primaryVertical: primaryVerticalSchema.safeParse(stored?.primaryVertical).data ?? "both",
    documentTypes: someOf(DOCUMENT_TYPE_CHOICES, stored?.documentTypes ?? []),
    monthlyVolume: oneOf(MONTHLY_VOLUME_CHOICES, stored?.monthlyVolume) ?? "",
    currentTools: someOf(CURRENT_TOOL_CHOICES, stored?.currentTools ?? []),
    painPoints: someOf(PAIN_POINT_CHOICES, stored?.painPoints ?? []),
  };
}

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
