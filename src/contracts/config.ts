import { z } from "zod";

/**
 * What the sign-in page may offer on this installation; nothing secret. `googleLogoutUrl` is
 * where sign-out sends a browser that signed in with Google (spec §2), present with Google.
 */
export const publicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  googleLogoutUrl: z.string().url().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * The readable cookie the server sets at every sign-in naming the method used ("google" after
 * Google's callback), so sign-out knows whether to end the Google session too.
 */
export const SIGN_IN_METHOD_COOKIE = "berkas.sign_in_method";
