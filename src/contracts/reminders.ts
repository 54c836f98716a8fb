import { z } from "zod";
import { verticalSchema } from "./organizations.ts";

/**
 * Reminders of dates in an organization's documents (issue 24): a contract ending or renewing,
 * the last day to give notice before it does, and an invoice falling due.
 */
export const REMINDERS = {
  /** A contract's end or renewal is announced this many days before, once per window. */
  contractWindowsDays: [90, 30, 7],
  /**
   * Invoices are mostly due within a month of their date, so a 90-day warning would come
   * before the invoice itself: a week before, and the day before.
   */
  invoiceWindowsDays: [7, 1],
  /**
   * Notice periods longer than a year are read as a misreading rather than a term: such a
   * deadline would come before most contracts are even signed.
   */
  maxNoticeDays: 365,
  /**
   * How often the worker looks for reminders that fell due. A round reads only documents with
   * a date inside the windows, so checking every minute costs little and mails go out within a
   * minute of a new day beginning.
   */
  checkEverySeconds: 60,
  /** Whose calendar day "in N days" counts in: the product's users work in Indonesia. */
  timeZone: "Asia/Jakarta",
  /** The dashboards list at most this many, the nearest first. */
  listLimit: 50,
} as const;

export const REMINDER_KINDS = [
  "contract_expiry",
  "contract_renewal",
  "notice_deadline",
  "invoice_due",
] as const;
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** One coming date in one document, as the dashboards list it. */
export const reminderSchema = z.object({
  document_id: z.string(),
  document_name: z.string(),
  vertical: verticalSchema,
  kind: reminderKindSchema,
  /** YYYY-MM-DD: the day the contract ends or renews, notice is due, or the invoice is due. */
  due_date: z.string(),
  /** Calendar days from today (in REMINDERS.timeZone) to `due_date`; 0 is today. */
  days_left: z.number().int(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListQuerySchema = z.object({
  organizationId: z.string().min(1),
  vertical: verticalSchema,
});

/** `GET /api/reminders`: the vertical's coming dates the caller may read, nearest first. */
export const reminderListSchema = z.object({ reminders: z.array(reminderSchema) });
export type ReminderList = z.infer<typeof reminderListSchema>;

/**
 * What one member chose to receive by mail in one organization; nothing until they choose.
 * Contracts: ends, renewals and notice deadlines; invoices: due dates.
 */
export const reminderPreferencesSchema = z.object({
  contracts: z.boolean(),
  invoices: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const reminderPreferencesQuerySchema = z.object({ organizationId: z.string().min(1) });

/** `PATCH /api/reminders/preferences`: the caller's own choice; what is left out stays. */
export const updateReminderPreferencesSchema = reminderPreferencesSchema.partial().extend({
  organizationId: z.string().min(1),
});
export type UpdateReminderPreferences = z.infer<typeof updateReminderPreferencesSchema>;
