/** All 32 documents, in id order. */
import type { DocumentSpec } from "./document.ts";
import { bills } from "./documents-bills.ts";
import { contracts } from "./documents-contracts.ts";
import { invoices } from "./documents-invoices.ts";
import { payments } from "./documents-payments.ts";
import { receipts } from "./documents-receipts.ts";

export const documents: DocumentSpec[] = [
  ...receipts,
  ...bills,
  ...invoices,
  ...payments,
  ...contracts,
];
