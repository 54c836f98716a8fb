import { ApiError } from "../../lib/api-client.ts";

/** One line of an audit entry's details, as the viewer shows it. */
export interface DetailRow {
  key: string;
  value: string;
}

/**
 * An entry's details (spec §3: an object of whatever the action recorded) as readable key/value
 * lines, in the order they were recorded: lists joined by commas, nested objects as JSON, empty
 * values left out. Words of the keys are translated by the page; the values are data.
 */
export function detailRows(details: Record<string, unknown>): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const [key, raw] of Object.entries(details)) {
    const value = readable(raw);
    if (value !== "") rows.push({ key, value });
  }
  return rows;
}

function readable(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** A key no translation names, in words: "size_bytes" reads "Size bytes". */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Spec §8: 'Network error' when the request never reached the server, 'Failed to fetch audit
 * logs' when the server refused without a message (its message otherwise), 'Network error
 * occurred' for anything else that went wrong on the way (an answer that does not read as a page).
 */
export function auditErrorMessage(
  error: unknown,
): { serverMessage: string } | { key: "fetchFailed" | "networkError" | "networkErrorOccurred" } {
  if (error instanceof TypeError) return { key: "networkError" };
  if (error instanceof ApiError) {
    return error.message ? { serverMessage: error.message } : { key: "fetchFailed" };
  }
  return { key: "networkErrorOccurred" };
}
