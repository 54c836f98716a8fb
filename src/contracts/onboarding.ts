import { z } from "zod";
import { optionalDescriptionSchema, organizationTypeSchema } from "./organizations.ts";

export const primaryVerticalSchema = z.enum(["accounting", "legal", "both"]);

/**
 * Profile role levels: what the person says they are (spec §6 "Profile role levels also include
 * owner and executive"). Information about the person only: their rights in an organization come
 * from its membership, never from this (decision 0021).
 */
export const PROFILE_ROLE_LEVELS = [
  "level_3",
  "level_4",
  "level_5",
  "owner",
  "executive",
  "manager",
  "staff",
] as const;
export const profileRoleLevelSchema = z.enum(PROFILE_ROLE_LEVELS);

/**
 * Spec §4 profile onboarding's steps, in the order they run; a failure names its step so the web
 * app shows that step's spec §8 message.
 */
export const ONBOARDING_STEPS = [
  "profile",
  "organization",
  "clearPermissions",
  "setPermissions",
  "markComplete",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const completeOnboardingSchema = z.object({
  organizationId: z.string().min(1),
  organization: z.object({
    name: z.string().trim().min(1).max(120),
    type: organizationTypeSchema,
    description: optionalDescriptionSchema,
  }),
  profile: z.object({
    fullName: z.string().trim().min(1).max(120).optional(),
    position: z.string().trim().max(120).optional(),
    roleLevel: profileRoleLevelSchema.default("owner"),
    primaryVertical: primaryVerticalSchema.default("both"),
    documentTypes: z.array(z.string().max(60)).max(20).default([]),
    monthlyVolume: z.string().max(60).optional(),
    currentTools: z.array(z.string().max(60)).max(20).default([]),
    painPoints: z.array(z.string().max(200)).max(20).default([]),
  }),
  multiVertical: z.boolean().default(false),
});

/** What the caller said in an earlier onboarding, for the wizard to start from. */
export const storedProfileSchema = z.object({
  position: z.string().nullable(),
  roleLevel: z.string().nullable(),
  primaryVertical: z.string().nullable(),
  documentTypes: z.array(z.string()),
  monthlyVolume: z.string().nullable(),
  currentTools: z.array(z.string()),
  painPoints: z.array(z.string()),
});

export const onboardingStatusSchema = z.object({
  completed: z.boolean(),
  isAdmin: z.boolean(),
  /** The caller's own profile, none before their first onboarding. */
  profile: storedProfileSchema.nullable(),
});

export const onboardingResultSchema = z.object({ redirectTo: z.string() });
