import { describe, expect, it } from "vitest";
import { mendCompanyForm } from "./company-form.ts";

describe("a company's legal form as OCR read it", () => {
  it("mends one misread letter of SDN BHD, keeping its dots and case", () => {
    expect(mendCompanyForm("KEDAI RUNCIT MAWAR SON. BHD.")).toBe("KEDAI RUNCIT MAWAR SDN. BHD.");
    expect(mendCompanyForm("Pustaka Cempaka Sdn Bh0")).toBe("Pustaka Cempaka Sdn Bhd");
    expect(mendCompanyForm("TEKUN JAYA 5DN BHD")).toBe("TEKUN JAYA SDN BHD");
    expect(mendCompanyForm("LIMAU (KL) SON. BHD.")).toBe("LIMAU (KL) SDN. BHD.");
  });

  it("leaves two misread letters, and words that only look like the form, as read", () => {
    expect(mendCompanyForm("KILANG BESI SON BHO")).toBe("KILANG BESI SON BHO");
    expect(mendCompanyForm("Ayah & Son Trading")).toBe("Ayah & Son Trading");
  });

  it("mends S/B read with a lookalike digit at the end of a name", () => {
    expect(mendCompanyForm("88 FRESH MART 5/B")).toBe("88 FRESH MART S/B");
    expect(mendCompanyForm("Kedai Ubat Seri S/8")).toBe("Kedai Ubat Seri S/B");
  });

  it("drops a registration number read without its brackets after the form", () => {
    expect(mendCompanyForm("RIMBUN NIAGA S/B 7716042-W) 1")).toBe("RIMBUN NIAGA S/B");
    expect(mendCompanyForm("SINAR PERKASA SDN BHD (400213-P")).toBe("SINAR PERKASA SDN BHD");
    expect(mendCompanyForm("Bumi Hijau Berhad 202001004417")).toBe("Bumi Hijau Berhad");
  });

  it("keeps words after the form that are a name's, and names with no form", () => {
    expect(mendCompanyForm("MEGA SDN BHD CAWANGAN 2")).toBe("MEGA SDN BHD CAWANGAN 2");
    expect(mendCompanyForm("Warung Kopi 1998")).toBe("Warung Kopi 1998");
  });
});
