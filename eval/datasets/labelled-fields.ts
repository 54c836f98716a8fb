/**
 * The fields a labelled document of ours carries, in the order expected.jsonl writes them, so
 * every generated set reads the same way. Both generators share only this: the documents
 * themselves are each generator's own.
 */
export const LABELLED_FIELDS = [
  "vendor",
  "document_title",
  "contract_type",
  "document_number",
  "faktur_pajak_number",
  "date",
  "due_date",
  "primary_party",
  "counterparty",
  "effective_date",
  "expiry_date",
  "governing_law",
  "contract_value",
  "currency",
  "subtotal",
  "discount",
  "service_charge_amount",
  "tax_type_name",
  "tax_rate",
  "tax_amount",
  "total_amount",
  "seller_npwp",
  "buyer_npwp",
] as const;
