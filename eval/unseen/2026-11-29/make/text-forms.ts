/** Does a labelled value appear in a document's text in some printed form? */
import { amountForms, dateForms } from "./format.ts";

export const normalize = (text: string): string =>
  text.replace(/\s+/g, " ").replace(/&amp;/g, "&").toLowerCase();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The printed forms a value may take. */
export function valueForms(key: string, value: string | number): string[] {
  if (typeof value === "number") {
    if (key.endsWith("_rate")) return [`${value}%`, `${value} %`];
    if (key.endsWith("_days") || key.endsWith("_years")) return [`${value}`];
    return amountForms(value);
  }
  if (DATE.test(value)) return dateForms(value);
  return [value];
}

export function findIn(text: string, key: string, value: string | number): boolean {
  const haystack = normalize(text);
  return valueForms(key, value).some((form) => haystack.includes(normalize(form)));
}
