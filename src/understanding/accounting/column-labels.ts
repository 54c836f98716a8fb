/** Labels that name the document's own date, tried before a bare "date". */
export const ISSUE_DATE_LABEL =
  /\b(invoice date|tanggal faktur|tanggal invoice|tgl\.? faktur|date of issue|issue date|statement date|bill(ing)? date|tanggal (tagihan|cetak|terbit)|tgl\.? (tagihan|cetak|terbit)|issued( on)?(?=\s*:)|date issued|factuur ?datum|date de (la )?facture|rechnungsdatum|data wystawienia)\b/i;
export const DUE_LABEL =
  /\b(due date|payment due|pay(ment)? before|pay(able)? by|jatuh tempo|tanggal jatuh tempo|jth\.? ?tempo|tgl\.? jatuh tempo|bayar sebelum|batas (akhir )?pembayaran|(dilunasi|dibayar|dibayarkan) (paling lambat|selambat-lambatnya)|due on|due by|date limite de paiement|[ée]ch[ée]ance|vervaldatum|f[äa]lligkeitsdatum|zahlbar bis|termin p[łl]atno[śs]ci|due(?=\s*[:.]\s*\S))\b/i;
/** Column labels of a header row over its values ("Invoice No", "Booking ID", "Factuur"). */
export const NUMBER_COLUMN =
  /^(invoice|factuur|facture|rechnung|faktur|faktura|nota|kuitansi|receipt|booking)( ?(no|nr|number|num|nummer|id|#)\.?)?$/i;
/** The labels of several words that a table header keeps as one column. */
export const KNOWN_COLUMN_LABEL = new RegExp(
  [ISSUE_DATE_LABEL, DUE_LABEL, NUMBER_COLUMN].map((label) => label.source).join("|"),
  "i",
);
