import { z } from "zod";
import { optionalDescriptionSchema, organizationTypeSchema } from "./organizations.ts";

export const primaryVerticalSchema = z.enum(["accounting", "legal", "both"]);

/** Profile role levels (spec §6 "Profile role levels also include owner and executive"). */
export const profileRoleLevelSchema = z.enum(["owner", "executive", "manager", "staff"]);

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

export const onboardingStatusSchema = z.object({
  completed: z.boolean(),
  isAdmin: z.boolean(),
});

export const onboardingResultSchema = z.object({ redirectTo: z.string() });
