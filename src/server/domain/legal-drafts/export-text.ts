import { LEGAL_DRAFTS, type DraftStatus } from "../../../contracts/legal-drafts.ts";

/**
 * The words an exported contract carries besides its own text, in both languages: a mark on
 * every page while it is not final, and where the e-Meterai goes (bea meterai, UU 10/2020).
 */
export function exportNotes(status: DraftStatus, eMeterai: boolean) {
  const stamp = LEGAL_DRAFTS.stampDutyRupiah.toLocaleString("id-ID");
  return {
    watermark:
      status === "final"
        ? null
        : status === "review"
          ? "DRAF UNTUK DITINJAU / DRAFT FOR REVIEW"
          : "DRAF — BELUM FINAL / DRAFT — NOT FINAL",
    eMeterai: eMeterai
      ? `[ e-Meterai Rp${stamp} — tempat pembubuhan e-Meterai / place of the e-Meterai ]`
      : null,
  };
}
