import { eq } from "drizzle-orm";
import type { Language } from "../../../contracts/languages.ts";
import { languageSchema } from "../../../contracts/languages.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/accounts.ts";

/** The caller's saved language, or null when they never chose one. */
export async function getLanguagePreference(db: Db, actor: Actor): Promise<Language | null> {
  const [row] = await db
    .select({ language: userPreferences.preferredLanguage })
    .from(userPreferences)
    .where(eq(userPreferences.userId, actor.userId));
  const parsed = languageSchema.safeParse(row?.language);
  return parsed.success ? parsed.data : null;
}

/** Upserts on user_id, as the spec's data call does. */
export async function saveLanguagePreference(db: Db, actor: Actor, language: Language) {
  const updatedAt = new Date();
  await db
    .insert(userPreferences)
    .values({ userId: actor.userId, preferredLanguage: language, updatedAt })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { preferredLanguage: language, updatedAt },
    });
  return { preferredLanguage: language, updatedAt: updatedAt.toISOString() };
}
