import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_CURRENCY } from "../../../contracts/format-money.ts";
import type { LeftOut, PaperKind, ParsedQuery } from "../../../understanding/query/index.ts";
import { documents } from "../../db/schema/documents.ts";

/** How much of a document's text its heading is looked for in (the first lines of a slip). */
const HEADING_CHARS = 200;

/**
 * A nota: a shop's sales slip (domain/indonesia.md §5), paid at the counter, so no due date.
 * Understanding may file one as an invoice because it lists items, prices and a total, but an
 * owner asking for receipts means it and one asking for invoices does not. "Nota tagihan" (a
 * bill), "nota kredit", "nota debit" and "nota retur" (adjustments), "nota kesepahaman" (an
 * MoU) and "nota dinas" (a memo) are other papers, and so is a name that begins with the word
 * ("Notaris", "PT Notaxyz"); OCR may glue it to the number's label ("NOTANO. 12"). Written so
 * PostgreSQL's and JavaScript's regular expressions read it alike (`~*`, the "i" flag).
 */
export const NOTA_HEADING =
  "(^|[^a-z])nota(?=[^a-z]|no|$)(?!\\s*(tagihan|kredit|debit|retur|kesepahaman|dinas))";

const NOTA_SLIP = sql`(${documents.type} = 'invoice' and ${documents.dueDate} is null
  and substring(coalesce(${documents.content}, '') from 1 for ${sql.raw(String(HEADING_CHARS))})
    ~* ${NOTA_HEADING})`;

/**
 * A bill whose kind understanding could not tell, told by what only a utility's bill prints:
 * a metered usage ("31 m3", "412 kWh"). It is one of the monthly bills an owner counts.
 */
export const METERED_USAGE = "(^|[^0-9a-z])[0-9]+([.,][0-9]+)?\\s?(m3|m³|kwh)([^0-9a-z]|$)";

const METERED_BILL = sql`(${documents.type} = 'uncategorized'
  and coalesce(${documents.content}, '') ~* ${METERED_USAGE})`;

/** A faktur pajak: understanding read its faktur pajak number. */
export const TAX_INVOICE_DOCUMENT = sql`coalesce((${documents.extractedData} -> 'fields') ? 'faktur_pajak_number', false)`;

/**
 * A kuitansi: a receipt titled so at its head, "kwitansi" as often as "kuitansi" and its letters
 * often spaced out ("K W I T A N S I"), or saying what its fixed phrase says, that the money was
 * received from the payer ("Sudah/Telah terima dari", domain/indonesia.md).
 */
const KUITANSI = sql`(substring(coalesce(${documents.content}, '') from 1 for ${sql.raw(String(HEADING_CHARS))})
    ~* '(^|[^a-z])k ?[uw] ?i ?t ?a ?n ?s ?i([^a-z]|$)'
  or coalesce(${documents.content}, '') ~* '(sudah|telah) (di)?terima dari')`;

const PAPER_OF_KIND: Record<PaperKind, SQL> = {
  kuitansi: KUITANSI,
  "faktur pajak": TAX_INVOICE_DOCUMENT,
};

/**
 * The papers a question leaves out, as one condition: of a type (a nota filed as an invoice is
 * a receipt left out with the receipts), of a narrower kind, or in a currency (one whose
 * currency was not read is in rupiah, as its figures are shown).
 */
function notLeftOut(leftOut: LeftOut): SQL[] {
  const conditions: SQL[] = [];
  const types = leftOut.types ?? [];
  if (types.length > 0) {
    conditions.push(
      sql`${documents.type} not in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
    if (types.includes("receipt")) conditions.push(sql`not ${NOTA_SLIP}`);
  }
  for (const kind of leftOut.kinds ?? []) conditions.push(sql`not ${PAPER_OF_KIND[kind]}`);
  if (leftOut.currency) {
    conditions.push(
      sql`coalesce(${documents.currency}, ${DEFAULT_CURRENCY}) <> ${leftOut.currency}`,
    );
  }
  return conditions;
}

/**
 * The question's kinds of paper as an owner means them, for the tools' queries: the kinds to
 * look in (types) and the condition that narrows them. Receipts take in the nota filed as
 * invoices and invoices leave them out; billing statements take in a metered bill whose kind
 * was not read. Anything else is as understanding filed it, less what the question leaves out.
 */
export function asOwnersMean(about: ParsedQuery): { about: ParsedQuery; condition: SQL | null } {
  const types = about.filters.types ?? [];
  const receipts = types.includes("receipt");
  const invoices = types.includes("invoice");
  const statements = types.includes("billing statement");
  const widened = [...types];
  const conditions: SQL[] = about.leftOut ? notLeftOut(about.leftOut) : [];
  if (receipts && !invoices) {
    widened.push("invoice");
    conditions.push(sql`(${documents.type} <> 'invoice' or ${NOTA_SLIP})`);
  } else if (invoices && !receipts) {
    conditions.push(sql`not ${NOTA_SLIP}`);
  }
  if (statements && !types.includes("uncategorized")) {
    widened.push("uncategorized");
    conditions.push(sql`(${documents.type} <> 'uncategorized' or ${METERED_BILL})`);
  }
  if (conditions.length === 0) return { about, condition: null };
  const filters =
    widened.length > types.length ? { ...about.filters, types: widened } : about.filters;
  return {
    about: { ...about, filters },
    condition: sql.join(conditions, sql` and `),
  };
}
