import { describe, expect, it } from "vitest";
import { classifierFeatures } from "./features.ts";
import { recallTaughtType } from "./taught-types.ts";

const nota = (number: string, item: string) =>
  classifierFeatures(
    [
      "TB SUMBER REJEKI",
      "Jl. Raya Bogor Km 30, Depok",
      `NOTA PEMBELIAN No. ${number}`,
      "Kepada Yth: CV Maju Jaya",
      `${item} 10 sak`,
      "Jumlah yang harus dibayar",
      "Pembayaran paling lambat 30 hari",
      "Hormat kami, Budi",
    ].join("\n"),
  );

describe("recallTaughtType", () => {
  it("recognises another document of the kind the organization corrected", () => {
    const taught = [{ type: "invoice" as const, features: nota("1102", "Semen Gresik") }];
    const recalled = recallTaughtType(nota("1187", "Pasir beton"), taught);
    expect(recalled?.type).toBe("invoice");
    expect(recalled?.similarity).toBeGreaterThan(0.3);
  });

  it("recalls nothing for an unlike document", () => {
    const taught = [{ type: "invoice" as const, features: nota("1102", "Semen Gresik") }];
    const contract = classifierFeatures(
      "PERJANJIAN SEWA MENYEWA\nPasal 1 Jangka Waktu\nPIHAK PERTAMA menyewakan kepada PIHAK KEDUA",
    );
    expect(recallTaughtType(contract, taught)).toBeNull();
    expect(recallTaughtType(nota("1", "Semen"), [])).toBeNull();
  });

  it("takes the most similar of several examples", () => {
    const taught = [
      { type: "receipt" as const, features: classifierFeatures("Struk belanja\nTunai\nKembali") },
      { type: "invoice" as const, features: nota("1102", "Semen Gresik") },
    ];
    expect(recallTaughtType(nota("1200", "Besi"), taught)?.type).toBe("invoice");
  });
});
