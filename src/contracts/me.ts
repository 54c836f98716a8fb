import { z } from "zod";
import { languageSchema } from "./languages.ts";

export const languagePreferenceSchema = z.object({
  preferredLanguage: languageSchema.nullable(),
});

export const saveLanguagePreferenceSchema = z.object({ preferredLanguage: languageSchema });

export const adminCheckSchema = z.object({ isAdmin: z.boolean() });
