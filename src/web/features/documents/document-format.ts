import type { DocumentSummary } from "../../../contracts/documents.ts";
import { formatMoney as formatMoneyIn } from "../../../contracts/format-money.ts";

/** Intl locale for the app's language: Indonesian formats as id-ID, English as en-US. */
export const intlLocale = (language: string): string => (language === "id" ? "id-ID" : "en-US");

/**
 * An amount in its own currency, as the whole product writes it (`Rp 1.234.567` in Indonesian,
 * `IDR 1,234,567` in English); an amount read without a currency is shown as a plain number
 * rather than guessed to be rupiah.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  language: string,
): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  if (currency) return formatMoneyIn(amount, currency.toUpperCase(), language);
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A date-only value (YYYY-MM-DD) or an ISO time, as a Date; null when it does not read. */
function parseDateValue(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §3: short US dates (month abbreviation, day, year), 'N/A' when missing or invalid. */
export function formatShortUsDate(value: string | null | undefined): string {
  const date = parseDateValue(value);
  if (!date) return "N/A";
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") ? "UTC" : undefined,
  }).format(date);
}

/** A date in the app's language (the accounting explorer); null when missing or invalid. */
export function formatDate(value: string | null | undefined, language: string): string | null {
  const date = parseDateValue(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "medium",
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") ? "UTC" : undefined,
  }).format(date);
}

/** A month's name in the app's language, for date folders (month is 1–12). */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** The name people gave a document, else the name it came with (the accounting workspace). */
export function accountingDisplayName(
  document: Pick<DocumentSummary, "user_friendly_name" | "name">,
): string {
  return document.user_friendly_name?.trim() || document.name;
}

/**
 * Spec §3 legal row: user_friendly_name, document_title, original_filename, then the
 * translated 'Legal Document' (`unnamed`).
 */
export function legalDisplayName(
  document: Pick<DocumentSummary, "user_friendly_name" | "document_title" | "original_filename">,
  unnamed: string,
): string {
  return (
    [document.user_friendly_name, document.document_title, document.original_filename].find(
      (name) => typeof name === "string" && name.trim() !== "",
    ) ?? unnamed
  );
}

/** A party entry: a string, or an object carrying name, company or entity (spec §3). */
function partyName(entry: unknown): string | null {
  if (typeof entry === "string") return entry.trim() || null;
  if (entry && typeof entry === "object") {
    const record = entry as Record<string, unknown>;
    for (const key of ["name", "company", "entity"]) {
      const value = record[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
  }
  return null;
}

/**
 * Spec §3: parties is an array or an object; its first entry is the party, the second the
 * counterparty. The row's own primary_party and counterparty fill what the parties leave out.
 */
export function partyAndCounterparty(
  document: Pick<DocumentSummary, "primary_party" | "counterparty"> & { parties: unknown },
): { party: string | null; counterparty: string | null } {
  const entries = Array.isArray(document.parties)
    ? document.parties
    : document.parties && typeof document.parties === "object"
      ? Object.values(document.parties)
      : [];
  return {
    party: partyName(entries[0]) ?? document.primary_party ?? null,
    counterparty: partyName(entries[1]) ?? document.counterparty ?? null,
  };
}

/** Spec §3: uploader names from a map of user id to name; the current user shows as 'You'. */
export function uploaderName(
  uploadedBy: string | null,
  currentUserId: string | undefined,
  names: ReadonlyMap<string, string>,
  youLabel: string,
): string {
  if (!uploadedBy) return "—";
  if (uploadedBy === currentUserId) return youLabel;
  return names.get(uploadedBy) ?? "—";
}

/** A file size in KB or MB, for the detail page's facts. */
export function formatBytes(bytes: number, language: string): string {
  const locale = intlLocale(language);
  if (bytes < 1024 * 1024) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
