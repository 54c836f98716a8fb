import { REMINDERS, type ReminderKind } from "../../../contracts/reminders.ts";
import type { Vertical } from "../../../contracts/organizations.ts";
import {
  addDuration,
  parseDuration,
  type Duration,
} from "../../../understanding/normalize/index.ts";
import {
  findNoticeBeforeWord,
  findNoticePeriod,
  spelledDurations,
} from "../../../understanding/notice-period.ts";
import { renewsAutomatically } from "../../../understanding/renewal-terms.ts";

/** A document with the dates reminders are made of, as `load-dated-documents.ts` reads it. */
export interface DatedDocument {
  id: string;
  organizationId: string;
  vertical: Vertical;
  name: string;
  /** YYYY-MM-DD, or null when understanding found none. */
  expiryDate: string | null;
  /** Set only for invoices and billing statements. */
  invoiceDueDate: string | null;
  /** The sentences understanding filed as clauses, by category. */
  clauses: ReadonlyArray<{ category: string; text: string }>;
  /**
   * The contract's `renewal` and `termination_notice` fields as stored, a person's correction
   * included: null when the document has none (read before these fields existed, or nothing
   * found), "" when a person emptied one. The clauses answer only where a field is null.
   */
  renewalField: string | null;
  terminationNoticeField: string | null;
}

/** One date of one document inside one of its reminder windows. */
export interface ReminderEvent {
  documentId: string;
  organizationId: string;
  vertical: Vertical;
  documentName: string;
  kind: ReminderKind;
  dueDate: string;
  daysLeft: number;
  /** The smallest window the date is in: the event a mail announces once. */
  windowDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date where the product's users are: a new day begins at midnight in Jakarta. */
export function todayAt(now: Date, timeZone: string = REMINDERS.timeZone): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS,
  );
}

/** The smallest window that holds `daysLeft`; none for a date passed or too far ahead. */
function windowFor(daysLeft: number, windows: readonly number[]): number | null {
  if (daysLeft < 0) return null;
  const holding = windows.filter((window) => daysLeft <= window);
  return holding.length === 0 ? null : Math.min(...holding);
}

const RENEWAL = "Renewal Term";
const NOTICE = "Notice Period to Terminate Renewal";

/** Whether the contract renews by itself: its renewal field, else a renewal clause. */
function renews(document: DatedDocument): boolean {
  if (document.renewalField !== null) return renewsAutomatically(document.renewalField);
  return document.clauses.some((clause) => clause.category === RENEWAL);
}

/**
 * The notice its `termination_notice` field gives ("<N> days before the end", or a person's
 * "<N> hari"); without the field, read from the clauses as understanding reads it: in a renewal
 * clause, ending the contract "within <N> days prior to the expiration" or "upon <N> days'
 * written notice" is the notice too.
 */
function noticePeriod(document: DatedDocument): Duration | null {
  if (document.terminationNoticeField !== null) {
    return parseDuration(spelledDurations(document.terminationNoticeField));
  }
  for (const clause of document.clauses) {
    const renews = clause.category === RENEWAL;
    if (clause.category !== NOTICE && !renews) continue;
    const period =
      findNoticePeriod(clause.text, { renews }) ??
      (renews ? findNoticeBeforeWord(clause.text) : null);
    if (period) return period;
  }
  return null;
}

const negated = (duration: Duration): Duration => ({
  years: -duration.years,
  months: -duration.months,
  days: -duration.days,
});

/**
 * The dates a document gives: its end (a renewal when a clause renews it), the last day to give
 * notice before it (the end less the notice period a clause states), and an invoice's due date.
 */
export function documentDates(
  document: DatedDocument,
): Array<{ kind: ReminderKind; dueDate: string; windows: readonly number[] }> {
  const dates: Array<{ kind: ReminderKind; dueDate: string; windows: readonly number[] }> = [];
  if (document.expiryDate) {
    dates.push({
      kind: renews(document) ? "contract_renewal" : "contract_expiry",
      dueDate: document.expiryDate,
      windows: REMINDERS.contractWindowsDays,
    });
    const notice = noticePeriod(document);
    if (notice) {
      const deadline = addDuration(document.expiryDate, negated(notice));
      if (daysBetween(deadline, document.expiryDate) <= REMINDERS.maxNoticeDays) {
        dates.push({
          kind: "notice_deadline",
          dueDate: deadline,
          windows: REMINDERS.contractWindowsDays,
        });
      }
    }
  }
  if (document.invoiceDueDate) {
    dates.push({
      kind: "invoice_due",
      dueDate: document.invoiceDueDate,
      windows: REMINDERS.invoiceWindowsDays,
    });
  }
  return dates;
}

/** The document's dates that are inside a window on `today`, nearest first. */
export function reminderEvents(document: DatedDocument, today: string): ReminderEvent[] {
  return documentDates(document)
    .flatMap(({ kind, dueDate, windows }) => {
      const daysLeft = daysBetween(today, dueDate);
      const windowDays = windowFor(daysLeft, windows);
      return windowDays === null
        ? []
        : [
            {
              documentId: document.id,
              organizationId: document.organizationId,
              vertical: document.vertical,
              documentName: document.name,
              kind,
              dueDate,
              daysLeft,
              windowDays,
            },
          ];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** Which preference a kind of reminder belongs to. */
export const preferenceOf = (kind: ReminderKind): "contracts" | "invoices" =>
  kind === "invoice_due" ? "invoices" : "contracts";
