import { describe, expect, it } from "vitest";
import {
  accountingDisplayName,
  formatMoney,
  formatShortUsDate,
  legalDisplayName,
  partyAndCounterparty,
  uploaderName,
} from "./document-format.ts";

const spaces = (text: string | null) => text?.replace(/\s/g, " ");

describe("formatMoney", () => {
  it("writes rupiah the Indonesian way in Indonesian and by code in English", () => {
    expect(spaces(formatMoney(1234567, "IDR", "id"))).toBe("Rp 1.234.567");
    expect(spaces(formatMoney(1234567, "IDR", "en"))).toBe("IDR 1,234,567");
  });

  it("keeps cents for currencies that have them, and copes with no or odd currency", () => {
    expect(formatMoney(12.5, "USD", "en")).toBe("USD 12.50");
    expect(formatMoney(1500, null, "en")).toBe("1,500.00");
    expect(formatMoney(null, "IDR", "en")).toBeNull();
  });
});

describe("formatShortUsDate", () => {
  it("shows month abbreviation, day and year, and N/A for missing or invalid dates", () => {
    expect(formatShortUsDate("2025-01-31")).toBe("Jan 31, 2025");
    expect(formatShortUsDate(null)).toBe("N/A");
    expect(formatShortUsDate("not a date")).toBe("N/A");
  });
});

describe("accountingDisplayName", () => {
  it("shows the name people gave a document, else the name it came with", () => {
    expect(accountingDisplayName({ user_friendly_name: "Faktur Oktober", name: "a.pdf" })).toBe(
      "Faktur Oktober",
    );
    expect(accountingDisplayName({ user_friendly_name: null, name: "a.pdf" })).toBe("a.pdf");
    expect(accountingDisplayName({ user_friendly_name: " ", name: "a.pdf" })).toBe("a.pdf");
  });
});

describe("legalDisplayName", () => {
  it("falls back from the friendly name to the title, the file name and the translated 'Legal Document'", () => {
    const none = { user_friendly_name: null, document_title: null, original_filename: "" };
    expect(legalDisplayName({ ...none, user_friendly_name: "Sewa" }, "Dokumen Hukum")).toBe("Sewa");
    expect(legalDisplayName({ ...none, document_title: "Lease" }, "Dokumen Hukum")).toBe("Lease");
    expect(legalDisplayName({ ...none, original_filename: "a.pdf" }, "Dokumen Hukum")).toBe(
      "a.pdf",
    );
    expect(legalDisplayName(none, "Dokumen Hukum")).toBe("Dokumen Hukum");
  });
});

describe("partyAndCounterparty", () => {
  const row = { primary_party: null, counterparty: null };
  it("reads the first two entries of an array of strings or objects", () => {
    expect(partyAndCounterparty({ ...row, parties: [{ company: "PT Maju" }, "CV Jaya"] })).toEqual({
      party: "PT Maju",
      counterparty: "CV Jaya",
    });
    expect(partyAndCounterparty({ ...row, parties: [{ entity: "A" }, { name: "B" }] })).toEqual({
      party: "A",
      counterparty: "B",
    });
  });

  it("reads an object's values in order and falls back to the row's own columns", () => {
    expect(
      partyAndCounterparty({ ...row, parties: { first: "A", second: { name: "B" } } }),
    ).toEqual({ party: "A", counterparty: "B" });
    expect(partyAndCounterparty({ primary_party: "P", counterparty: "C", parties: [] })).toEqual({
      party: "P",
      counterparty: "C",
    });
  });
});

describe("uploaderName", () => {
  const names = new Map([["u2", "Rina"]]);
  it("shows 'You' for the current user and the name from the map for others", () => {
    expect(uploaderName("u1", "u1", names, "You")).toBe("You");
    expect(uploaderName("u2", "u1", names, "You")).toBe("Rina");
    expect(uploaderName(null, "u1", names, "You")).toBe("—");
  });
});
