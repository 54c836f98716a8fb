import { eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, languageSchema, type Language } from "../../../contracts/languages.ts";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/accounts.ts";
import { user } from "../../db/schema/auth.ts";
import type { Mailer } from "../../providers/mail/mailer.ts";
import { renderMail, type MailTemplate, type MailVariables } from "./mail-templates.ts";

export interface MailComposer {
  send(template: MailTemplate, to: string, vars: MailVariables): Promise<void>;
}

/** A known recipient's saved language; anyone else (a new invitee) gets the default. */
async function recipientLanguage(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: userPreferences.preferredLanguage })
    .from(user)
    .innerJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  const parsed = languageSchema.safeParse(row?.language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export function createMailComposer(db: Db, mailer: Mailer): MailComposer {
  return {
    async send(template, to, vars) {
      const language = await recipientLanguage(db, to);
      await mailer.send({ to, ...renderMail(template, language, vars) });
    },
  };
}
