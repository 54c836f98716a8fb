import type { DraftTemplate, TemplateField } from "../../../contracts/legal-drafts.ts";
import type { Language } from "../../../contracts/languages.ts";
import { numberToWords } from "../../../understanding/normalize/terbilang.ts";
import { AppError } from "../../errors.ts";
import { escapeHtml } from "./draft-html.ts";
import type { Template, TemplateBlock } from "./templates.ts";

/** Day, month in words, year: how contracts write dates in either language. */
const CONTRACT_DATE: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat("id-ID", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
};

/** "2026-03-01" → "1 Maret 2026" / "1 March 2026": contracts write dates in words. */
function writeDate(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // A month or day out of range would roll over into another date; the typed text stays.
  if (date.getUTCMonth() !== Number(match[2]) - 1) return value;
  return CONTRACT_DATE[language].format(date);
}

/** Rupiah with its amount in words, as Indonesian contracts state sums: "Rp 5.000.000 (lima juta Rupiah)". */
function writeMoney(value: string, language: Language): string {
  const amount = Number(value.replace(/[^\d]/g, ""));
  if (!value.trim() || !Number.isSafeInteger(amount)) return value;
  const digits = amount.toLocaleString(language === "id" ? "id-ID" : "en-US");
  const words = numberToWords(amount, language);
  return language === "id" ? `Rp ${digits} (${words} Rupiah)` : `IDR ${digits} (${words} Rupiah)`;
}

function writeValue(field: TemplateField, value: string, language: Language): string {
  if (field.kind === "date") return writeDate(value, language);
  if (field.kind === "money") return writeMoney(value, language);
  if (field.kind === "months") {
    const months = Number(value);
    return Number.isSafeInteger(months) ? `${months} (${numberToWords(months, language)})` : value;
  }
  return value;
}

/**
 * The fill-in values a template accepts, checked: only its own fields, dates as dates, whole
 * numbers of months within what the law allows (a PKWT over five years is refused).
 */
export function checkTemplateFields(template: Template, values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) {
    const field = template.fields.find((each) => each.key === key);
    if (!field) {
      throw new AppError("VALIDATION_FAILED", "This template has no such field.", { field: key });
    }
    if (!value.trim()) continue;
    if (field.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new AppError("VALIDATION_FAILED", "A date is written YYYY-MM-DD.", { field: key });
    }
    if (field.kind === "months") {
      const months = Number(value);
      if (!Number.isSafeInteger(months) || months < 1) {
        throw new AppError("VALIDATION_FAILED", "A term is a whole number of months.", {
          field: key,
        });
      }
      if (field.max !== null && months > field.max) {
        throw new AppError("VALIDATION_FAILED", "This term is longer than the law allows.", {
          field: key,
          max: field.max,
        });
      }
    }
  }
}

const TAGS: Record<TemplateBlock[0], string> = { title: "h1", heading: "h2", paragraph: "p" };

/**
 * The template's text in one language as the editor's HTML, each `{{field}}` replaced by its
 * value written for that language, or by the field's label in brackets while it is blank, so
 * the gap shows in the draft.
 */
export function renderTemplate(
  template: Template,
  values: Record<string, string>,
  language: Language,
): string {
  const fill = (text: string) =>
    escapeHtml(text).replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const field = template.fields.find((each) => each.key === key);
      const value = values[key]?.trim();
      if (!field) return "";
      if (!value) return `[${language === "id" ? field.label_id : field.label_en}]`;
      return escapeHtml(writeValue(field, value, language));
    });
  return template[language]
    .map(([kind, text]) => `<${TAGS[kind]}>${fill(text)}</${TAGS[kind]}>`)
    .join("");
}

export function presentTemplate(template: Template): DraftTemplate {
  return {
    key: template.key,
    name_en: template.nameEn,
    name_id: template.nameId,
    description_en: template.descriptionEn,
    description_id: template.descriptionId,
    contract_type: template.contractType,
    fields: template.fields,
  };
}
