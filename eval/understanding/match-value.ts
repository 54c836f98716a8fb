import {
  amountsAgree,
  bareText,
  currencyCode,
  type DateOrder,
  jurisdictionsAgree,
  namesAgree,
  parseAmount,
  parseDate,
} from "./normalise-values.ts";

/** How a field's values are compared. */
export type FieldKind = "amount" | "date" | "name" | "jurisdiction" | "currency" | "text";

/**
 * Every field the harness scores, by the product's names: the document type and contract type
 * (from `Understanding.type` and `.contractType`) and the extracted fields.
 */
export const FIELD_KINDS = {
  type: "text",
  contract_type: "text",
  vendor: "name",
  document_number: "text",
  date: "date",
  due_date: "date",
  total_amount: "amount",
  currency: "currency",
  tax_amount: "amount",
  tax_rate: "amount",
  tax_type_name: "text",
  service_charge_amount: "amount",
  service_charge_type: "text",
  discount: "amount",
  subtotal: "amount",
  seller_npwp: "text",
  buyer_npwp: "text",
  faktur_pajak_number: "text",
  document_title: "text",
  primary_party: "name",
  counterparty: "name",
  effective_date: "date",
  expiry_date: "date",
  governing_law: "jurisdiction",
  contract_value: "amount",
  renewal: "text",
  termination_notice: "text",
} as const satisfies Record<string, FieldKind>;

export type ScoredField = keyof typeof FIELD_KINDS;

export function isScoredField(name: string): name is ScoredField {
  return Object.hasOwn(FIELD_KINDS, name);
}

/** "right", "wrong", or "missing" when the product predicted nothing. */
export type Outcome = "right" | "wrong" | "missing";

/** A value the product gave: null, empty text and "uncategorized" all mean it gave none. */
export function isPredicted(value: unknown): value is string | number {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "" && value !== "uncategorized";
}

/** Whether a label holds anything at all: an empty answer means the document lacks the field. */
export function hasValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasValue);
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The gold value in comparable form: none when it cannot be scored (`[]/[]/2019`, `[* * *]`),
 * several for a date label listing more than one (`09/01/2006; 8/31/2007`).
 */
function usableGold(kind: FieldKind, gold: unknown, order: DateOrder): Array<string | number> {
  if (kind === "amount") {
    const amount = parseAmount(gold);
    return amount === null ? [] : [amount];
  }
  if (typeof gold !== "string" || !/[\p{L}\p{N}]/u.test(gold)) return [];
  if (kind === "date") {
    return gold
      .split(";")
      .map((date) => parseDate(date, order))
      .filter((date) => date !== null);
  }
  return [gold];
}

function agrees(
  kind: FieldKind,
  predicted: string | number,
  gold: string | number,
  order: DateOrder,
) {
  switch (kind) {
    case "amount": {
      const value = parseAmount(predicted);
      return value !== null && amountsAgree(value, gold as number);
    }
    case "date":
      return parseDate(String(predicted), order) === gold;
    case "name":
      return namesAgree(String(predicted), String(gold));
    case "jurisdiction":
      return jurisdictionsAgree(String(predicted), String(gold));
    case "currency":
      return currencyCode(String(predicted)) === currencyCode(String(gold));
    case "text":
      return bareText(String(predicted)) === bareText(String(gold));
  }
}

/**
 * Scores one field of one document. `gold` may be a list: any one of its values is right (a
 * contract's several parties). Null when no gold value is usable, so the document does not
 * count for this field (the run reports how many). Predicted dates are read in the dataset's order too, though the
 * product gives ISO dates.
 */
export function scoreField(
  field: ScoredField,
  predicted: unknown,
  gold: unknown,
  order: DateOrder,
): Outcome | null {
  const kind: FieldKind = FIELD_KINDS[field];
  const golds = (Array.isArray(gold) ? gold : [gold]).flatMap((value) =>
    usableGold(kind, value, order),
  );
  if (golds.length === 0) return null;
  if (!isPredicted(predicted)) return "missing";
  return golds.some((value) => agrees(kind, predicted, value, order)) ? "right" : "wrong";
}
