import { describe, expect, it } from "vitest";
import { otherPartyName, otherPartyNpwp, type PartyDocument } from "./other-party.ts";

const us = { name: "PT Sinar Berkas Abadi", npwps: new Set(["012345678901000"]) };

function document(overrides: Partial<PartyDocument> & { fields?: Record<string, string> }) {
  const { fields = {}, ...rest } = overrides;
  return {
    apAr: "AR",
    vendor: null,
    counterparty: null,
    language: "en",
    extracted: {
      fields: Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          { value, confidence: 0.9, needs_review: false, source: null },
        ]),
      ),
      parties: [],
    },
    ...rest,
  } satisfies PartyDocument;
}

describe("the other party of a document sent to Xero", () => {
  it("an invoice we issued: the billed party, not the issuer, who is us", () => {
    const issued = document({
      vendor: "PT. SINAR BERKAS ABADI",
      extracted: {
        fields: {},
        parties: [
          { name: "PT Sinar Berkas Abadi", role: "Seller" },
          { name: "CV Pelita Pembeli", role: "Bill To" },
        ],
      },
    });
    expect(otherPartyName(issued, us, null)).toBe("CV Pelita Pembeli");
  });

  it("an invoice we issued naming only us: the name known for the buyer's NPWP, else a placeholder", () => {
    const issued = document({
      vendor: "PT Sinar Berkas Abadi",
      fields: { buyer_npwp: "09.876.543.2-109.000" },
    });
    expect(otherPartyNpwp(issued)).toBe("098765432109000");
    expect(otherPartyName(issued, us, "PT Mitra Langganan")).toBe("PT Mitra Langganan");
    expect(otherPartyName(issued, us, null)).toBe("Unknown customer");
    expect(otherPartyName({ ...issued, language: "id" }, us, null)).toBe(
      "Pelanggan tidak diketahui",
    );
  });

  it("our trading name, told apart by our NPWP as the seller's: not the customer", () => {
    const issued = document({
      vendor: "Kedai Berkas",
      fields: { seller_npwp: "01.234.567.8-901.000" },
    });
    expect(otherPartyName(issued, us, null)).toBe("Unknown customer");
    // Without our NPWP on it, a name unlike ours is taken as the customer a person wrote there.
    expect(otherPartyName(document({ vendor: "PT Pelanggan Setia" }), us, null)).toBe(
      "PT Pelanggan Setia",
    );
  });

  it("a contract's counterparty when no party's role names the buyer", () => {
    const issued = document({ vendor: "PT Sinar Berkas Abadi", counterparty: "PT Rekan Usaha" });
    expect(otherPartyName(issued, us, null)).toBe("PT Rekan Usaha");
  });

  it("a bill we owe: its supplier, even when our name was read as the vendor", () => {
    expect(otherPartyName(document({ apAr: "AP", vendor: "PT Pemasok Jaya" }), us, null)).toBe(
      "PT Pemasok Jaya",
    );
    const misread = document({
      apAr: "AP",
      vendor: "Sinar Berkas Abadi",
      extracted: { fields: {}, parties: [{ name: "Toko Bangunan Sentosa", role: "Supplier" }] },
    });
    expect(otherPartyName(misread, us, null)).toBe("Toko Bangunan Sentosa");
    expect(otherPartyName({ ...misread, extracted: { fields: {}, parties: [] } }, us, null)).toBe(
      "Unknown supplier",
    );
  });

  it("a faktur's all-zero buyer NPWP names nobody", () => {
    expect(otherPartyNpwp(document({ fields: { buyer_npwp: "00.000.000.0-000.000" } }))).toBeNull();
  });
});
