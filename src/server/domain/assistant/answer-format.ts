import { PREVIEW_LINK_PREFIX } from "../../../contracts/assistant.ts";
import { formatMoney } from "../../../contracts/format-money.ts";
import type { Language } from "../../../contracts/languages.ts";

/** A date-only value the way each language writes it: "Dec 31, 2026", "31 Desember 2026". */
export function formatDay(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

export function formatAmount(
  amount: string | number | null,
  currency: string | null,
  language: Language,
): string | null {
  if (amount === null) return null;
  const value = Number(amount);
  return Number.isFinite(value) ? formatMoney(value, currency, language) : null;
}

/** Text shown inside markdown: brackets and the like would break links and lists. */
function plain(text: string): string {
  return text
    .replace(/[[\]()*_`#<>|\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A link that opens the document's preview (spec §2). */
export function previewLink(title: string, documentId: string): string {
  return `[${plain(title) || "document"}](${PREVIEW_LINK_PREFIX}${documentId})`;
}

export function bold(text: string): string {
  return `**${plain(text)}**`;
}
