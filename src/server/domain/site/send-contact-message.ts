import type { z } from "zod";
import { FORM_LIMITS, type contactMessageSchema } from "../../../contracts/public-site.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/site.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";
import { mailSupport, type SupportMail } from "./support-mail.ts";

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Stores a visitor's message and mails it to support. A filled honeypot field is a robot's
 * form: it is answered like any other and kept nowhere, so the robot learns nothing.
 */
export async function sendContactMessage(
  db: Db,
  support: SupportMail,
  visitorAddress: string,
  input: ContactMessage,
): Promise<void> {
  await requireWithinLimit(db, `site-form:${visitorAddress}`, {
    max: FORM_LIMITS.perIpPerWindow,
    windowSeconds: FORM_LIMITS.windowSeconds,
  });
  if (input.website) return;
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    message: input.message,
    language: input.language,
  });
  await mailSupport(support, "berkas: a message from the contact page", [
    ["Name", input.name],
    ["E-mail", input.email],
    ["Language", input.language],
    ["Message", input.message],
  ]);
}
