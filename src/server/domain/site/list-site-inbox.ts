import { desc } from "drizzle-orm";
import type { SiteInbox } from "../../../contracts/public-site.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, demoBookings } from "../../db/schema/site.ts";
import { AppError } from "../../errors.ts";
import { checkAdmin } from "../accounts/check-admin.ts";

/** The newest this many of each; the admin page is a glance, not an archive. */
const INBOX_SIZE = 100;

/** Demo bookings and contact messages, newest first, for administrators only. */
export async function listSiteInbox(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<SiteInbox> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  if (!isAdmin) throw new AppError("FORBIDDEN", "Only administrators can view demo bookings.");
  const [bookings, messages] = await Promise.all([
    db.select().from(demoBookings).orderBy(desc(demoBookings.createdAt)).limit(INBOX_SIZE),
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(INBOX_SIZE),
  ]);
  return {
    bookings: bookings.map((booking) => ({
      id: booking.id,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      organizationType: booking.organizationType,
      preferredDate: booking.preferredDate,
      message: booking.message,
      language: booking.language,
      createdAt: booking.createdAt.toISOString(),
    })),
    contactMessages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      language: message.language,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
