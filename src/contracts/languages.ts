import { z } from "zod";

export const LANGUAGES = ["en", "id"] as const;
export const DEFAULT_LANGUAGE = "en";

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
