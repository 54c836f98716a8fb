import type { Language } from "../../../contracts/languages.ts";
import type { ReminderKind } from "../../../contracts/reminders.ts";
import type { OutgoingMail } from "../../providers/mail/mailer.ts";
import type { ReminderEvent } from "./reminder-events.ts";

/** One reminder as a line of the mail: the document, what happens, when, and its link. */
export interface MailedReminder extends ReminderEvent {
  url: string;
}

const WHAT: Record<Language, Record<ReminderKind, string>> = {
  en: {
    contract_expiry: "ends",
    contract_renewal: "renews",
    notice_deadline: "last day to give notice",
    invoice_due: "payment due",
  },
  id: {
    contract_expiry: "berakhir",
    contract_renewal: "diperpanjang",
    notice_deadline: "batas akhir pemberitahuan",
    invoice_due: "jatuh tempo pembayaran",
  },
};

const MONTHS: Record<Language, string[]> = {
  en: "January February March April May June July August September October November December".split(
    " ",
  ),
  id: "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(
    " ",
  ),
};

function longDate(iso: string, language: Language): string {
  const [year, month, day] = iso.split("-").map(Number);
  const monthName = MONTHS[language][(month ?? 1) - 1];
  return language === "en" ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

function when(daysLeft: number, language: Language): string {
  if (language === "en") {
    return daysLeft === 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;
  }
  return daysLeft === 0 ? "hari ini" : daysLeft === 1 ? "besok" : `dalam ${daysLeft} hari`;
}

function line(reminder: MailedReminder, language: Language): string {
  return `${reminder.documentName}: ${WHAT[language][reminder.kind]} ${longDate(reminder.dueDate, language)} (${when(reminder.daysLeft, language)})`;
}

const COPY: Record<
  Language,
  {
    subjectOne: (line: string) => string;
    subjectMany: (count: number, organization: string) => string;
    intro: (organization: string) => string;
    outro: string;
  }
> = {
  en: {
    subjectOne: (text) => `Reminder: ${text}`,
    subjectMany: (count, organization) => `${count} dates coming up in ${organization}`,
    intro: (organization) => `Dates coming up in the documents of ${organization} on berkas:`,
    outro:
      "You receive these reminders because you chose them on the dashboard; you can turn them off there.",
  },
  id: {
    subjectOne: (text) => `Pengingat: ${text}`,
    subjectMany: (count, organization) => `${count} tanggal penting segera tiba di ${organization}`,
    intro: (organization) =>
      `Tanggal penting yang segera tiba dalam dokumen ${organization} di berkas:`,
    outro:
      "Anda menerima pengingat ini karena memilihnya di dasbor; Anda dapat mematikannya di sana.",
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Subjects fit a mail client's list: the names in them are cut, the body keeps them whole. */
const cut = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** One mail per member and round, in the member's language, every new reminder a line. */
export function renderReminderMail(
  to: string,
  organizationName: string,
  reminders: readonly MailedReminder[],
  language: Language,
): OutgoingMail {
  const copy = COPY[language];
  const lines = reminders.map((reminder) => line(reminder, language));
  const subject =
    reminders.length === 1 && lines[0]
      ? copy.subjectOne(cut(lines[0]))
      : copy.subjectMany(reminders.length, cut(organizationName, 60));
  return {
    to,
    subject,
    text: `${copy.intro(organizationName)}\n\n${reminders
      .map((reminder, index) => `- ${lines[index]}\n  ${reminder.url}`)
      .join("\n")}\n\n${copy.outro}\n`,
    html:
      `<p>${escapeHtml(copy.intro(organizationName))}</p><ul>` +
      reminders
        .map(
          (reminder, index) =>
            `<li><a href="${escapeHtml(reminder.url)}">${escapeHtml(lines[index] ?? "")}</a></li>`,
        )
        .join("") +
      `</ul><p>${escapeHtml(copy.outro)}</p>`,
  };
}
