import { and, eq, gte, inArray, or } from "drizzle-orm";
import type { Logger } from "pino";
import { DEFAULT_LANGUAGE, languageSchema } from "../../../contracts/languages.ts";
import type { Db } from "../../db/client.ts";
import { userPreferences, userVerticalPermissions } from "../../db/schema/accounts.ts";
import { member, organization, user } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { reminderPreferences, sentReminders } from "../../db/schema/reminders.ts";
import { verticalAccessFor, type VerticalGrantRow } from "../../policies/vertical-access.ts";
import type { Mailer } from "../../providers/mail/mailer.ts";
import { loadDatedDocuments } from "./load-dated-documents.ts";
import { preferenceOf, reminderEvents, todayAt, type ReminderEvent } from "./reminder-events.ts";
import { renderReminderMail, type MailedReminder } from "./reminder-mail.ts";

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  /** Where the links in the mail lead. */
  publicUrl: string;
  logger: Logger;
}

export interface ReminderRound {
  mails: number;
  reminders: number;
}

/** The members who chose reminders, still in the organization, with what the mail needs. */
async function subscribers(db: Db) {
  return db
    .select({
      organizationId: reminderPreferences.organizationId,
      organizationName: organization.name,
      userId: reminderPreferences.userId,
      email: user.email,
      role: member.role,
      language: userPreferences.preferredLanguage,
      contracts: reminderPreferences.contracts,
      invoices: reminderPreferences.invoices,
    })
    .from(reminderPreferences)
    .innerJoin(
      member,
      and(
        eq(member.organizationId, reminderPreferences.organizationId),
        eq(member.userId, reminderPreferences.userId),
      ),
    )
    .innerJoin(user, eq(user.id, reminderPreferences.userId))
    .innerJoin(organization, eq(organization.id, reminderPreferences.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, reminderPreferences.userId))
    .where(
      and(
        eq(user.isDeleted, false),
        or(eq(reminderPreferences.contracts, true), eq(reminderPreferences.invoices, true)),
      ),
    );
}

async function grantsOf(db: Db, userIds: string[]) {
  const rows = await db
    .select({
      userId: userVerticalPermissions.userId,
      organizationId: userVerticalPermissions.organizationId,
      vertical: userVerticalPermissions.vertical,
      accessLevel: userVerticalPermissions.accessLevel,
    })
    .from(userVerticalPermissions)
    .where(inArray(userVerticalPermissions.userId, userIds));
  const grants = new Map<string, VerticalGrantRow[]>();
  for (const row of rows) {
    const key = `${row.organizationId} ${row.userId}`;
    grants.set(key, [...(grants.get(key) ?? []), row]);
  }
  return grants;
}

/** An event as stored or as found: its kind is any text once read back. */
interface EventKey {
  documentId: string;
  kind: string;
  dueDate: string;
  windowDays: number;
}
const eventKey = (userId: string, event: EventKey) =>
  `${userId} ${event.documentId} ${event.kind} ${event.dueDate} ${event.windowDays}`;

/**
 * What was mailed already for dates still ahead: most rounds find nothing new, and skipping
 * these keeps such a round to reads. The claim below still decides when two rounds race.
 */
async function alreadySent(db: Db, userIds: string[], today: string): Promise<Set<string>> {
  const rows = await db
    .select()
    .from(sentReminders)
    .where(and(inArray(sentReminders.userId, userIds), gte(sentReminders.dueDate, today)));
  return new Set(rows.map((row) => eventKey(row.userId, row)));
}

/**
 * Claims the events for the member: a row per event, kept only where none was there. What
 * another round (another worker, or an earlier run) has claimed is not returned.
 */
async function claim(db: Db, userId: string, events: readonly ReminderEvent[]) {
  if (events.length === 0) return [];
  const claimed = await db
    .insert(sentReminders)
    .values(
      events.map((event) => ({
        userId,
        documentId: event.documentId,
        kind: event.kind,
        dueDate: event.dueDate,
        windowDays: event.windowDays,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const mine = new Set(claimed.map((row) => eventKey(userId, row)));
  return events.filter((event) => mine.has(eventKey(userId, event)));
}

/** A mail that did not leave gives its events back, so the next round tries them again. */
async function release(db: Db, userId: string, events: readonly ReminderEvent[]) {
  for (const event of events) {
    await db
      .delete(sentReminders)
      .where(
        and(
          eq(sentReminders.userId, userId),
          eq(sentReminders.documentId, event.documentId),
          eq(sentReminders.kind, event.kind),
          eq(sentReminders.dueDate, event.dueDate),
          eq(sentReminders.windowDays, event.windowDays),
        ),
      );
  }
}

/**
 * One round of the reminders job: every event inside a window on `now`'s day, mailed to each
 * member who chose its kind and reads its document's vertical, once per member and event.
 * Safe to run in several workers at once: the claim decides who mails.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<ReminderRound> {
  const { db } = deps;
  const round: ReminderRound = { mails: 0, reminders: 0 };
  const people = await subscribers(db);
  if (people.length === 0) return round;

  const today = todayAt(now);
  const organizationIds = [...new Set(people.map((person) => person.organizationId))];
  const dated = await loadDatedDocuments(
    db,
    inArray(documents.organizationId, organizationIds),
    today,
  );
  const eventsByOrganization = new Map<string, ReminderEvent[]>();
  for (const document of dated) {
    const events = reminderEvents(document, today);
    const list = eventsByOrganization.get(document.organizationId) ?? [];
    list.push(...events);
    eventsByOrganization.set(document.organizationId, list);
  }
  const userIds = [...new Set(people.map((person) => person.userId))];
  const grants = await grantsOf(db, userIds);
  const sent = await alreadySent(db, userIds, today);

  for (const person of people) {
    const access = verticalAccessFor(
      person.role,
      grants.get(`${person.organizationId} ${person.userId}`) ?? [],
    );
    const wanted = (eventsByOrganization.get(person.organizationId) ?? []).filter(
      (event) =>
        person[preferenceOf(event.kind)] &&
        access.read.includes(event.vertical) &&
        !sent.has(eventKey(person.userId, event)),
    );
    const claimed = await claim(db, person.userId, wanted);
    if (claimed.length === 0) continue;
    const parsed = languageSchema.safeParse(person.language);
    const reminders: MailedReminder[] = claimed
      .sort((a, b) => a.daysLeft - b.daysLeft)
      .map((event) => ({
        ...event,
        url: `${deps.publicUrl}/verticals/${event.vertical}/dashboard/documents/${event.documentId}`,
      }));
    try {
      await deps.mailer.send(
        renderReminderMail(
          person.email,
          person.organizationName,
          reminders,
          parsed.success ? parsed.data : DEFAULT_LANGUAGE,
        ),
      );
      round.mails++;
      round.reminders += reminders.length;
    } catch (error) {
      await release(db, person.userId, claimed);
      deps.logger.error({ err: error, userId: person.userId }, "reminder mail not sent");
    }
  }
  return round;
}
