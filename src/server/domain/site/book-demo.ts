import type { z } from "zod";
import { FORM_LIMITS, type demoBookingSchema } from "../../../contracts/public-site.ts";
import type { Db } from "../../db/client.ts";
import { demoBookings } from "../../db/schema/site.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";
import { mailSupport, type SupportMail } from "./support-mail.ts";

type DemoBooking = z.output<typeof demoBookingSchema>;

/** Stores a demo request and mails it to support; a filled honeypot is dropped unseen. */
export async function bookDemo(
  db: Db,
  support: SupportMail,
  visitorAddress: string,
  input: DemoBooking,
): Promise<void> {
  // One allowance for both forms: a robot switching forms gets no more sends.
  await requireWithinLimit(db, `site-form:${visitorAddress}`, {
    max: FORM_LIMITS.perIpPerWindow,
    windowSeconds: FORM_LIMITS.windowSeconds,
  });
  if (input.website) return;
  await db.insert(demoBookings).values({
    name: input.name,
    email: input.email,
    company: input.company,
    organizationType: input.organizationType ?? null,
    preferredDate: input.preferredDate,
    message: input.message || null,
    language: input.language,
  });
  await mailSupport(support, "berkas: a demo request", [
    ["Name", input.name],
    ["E-mail", input.email],
    ["Company", input.company],
    ["Organization type", input.organizationType],
    ["Preferred date", input.preferredDate],
    ["Language", input.language],
    ["Message", input.message],
  ]);
}
