import { z } from "zod";

/** What the sign-in page may offer on this installation; nothing secret. */
export const publicConfigSchema = z.object({ googleSignIn: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
