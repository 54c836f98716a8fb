import { describe, expect, it } from "vitest";
import { readExtractedData } from "./extracted-data.ts";
import { isEfakturValidationUrl, verificationQrOf } from "./verification-qr.ts";

const validation =
  "http://svc.efaktur.pajak.go.id/validasi/faktur/012345678901000/0002500000001/AB";

describe("the e-Faktur validation URL", () => {
  it("is http(s) on the tax office's validation host alone", () => {
    expect(isEfakturValidationUrl(validation)).toBe(true);
    expect(isEfakturValidationUrl(validation.replace("http:", "https:"))).toBe(true);
    for (const lookalike of [
      validation.replace("pajak.go.id", "pajak.go.id.example.com"),
      validation.replace("svc.", "svc.example.com/"),
      validation.replace("http://", "http://svc.efaktur.pajak.go.id@"),
      validation.replace("http://svc.efaktur.pajak.go.id", "http://example.com"),
      validation.replace("pajak.go.id", "pajak.go.id:8443"),
      validation.replace("http:", "ftp:"),
      validation.replace("http:", "javascript:"),
      `${validation}${"0".repeat(1_000)}`,
      "svc.efaktur.pajak.go.id/validasi/faktur/1",
    ]) {
      expect(isEfakturValidationUrl(lookalike), lookalike).toBe(false);
    }
  });

  it("keeps a decoded code's text only when it is that URL", () => {
    expect(verificationQrOf(validation)).toEqual({ found: true, validation_url: validation });
    expect(verificationQrOf("https://example.com/")).toEqual({ found: true, validation_url: null });
    expect(verificationQrOf(null)).toEqual({ found: false, validation_url: null });
  });

  it("stored extraction: a well-formed reading kept, anything else left out", () => {
    const base = { fields: {}, parties: [], clauses: [], checks: [] };
    const kept = { found: true, validation_url: validation };
    expect(readExtractedData({ ...base, verification_qr: kept }).verification_qr).toEqual(kept);
    expect(readExtractedData(base)).not.toHaveProperty("verification_qr");
    for (const stored of [
      { found: true, validation_url: "https://example.com/" },
      { found: "yes", validation_url: null },
      "found",
    ]) {
      expect(readExtractedData({ ...base, verification_qr: stored })).not.toHaveProperty(
        "verification_qr",
      );
    }
  });
});
