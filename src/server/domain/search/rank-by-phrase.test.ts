import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../../understanding/query/index.ts";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";
import { longestRun, phraseWords } from "./rank-by-phrase.ts";

/**
 * Issue 18: the typed words standing side by side in a document's text, in the order typed
 * (a company's name written out where a paper is addressed to it, an item's line), rank it
 * before papers whose names hold one of the words. Through the route the web app calls, on
 * PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
const TODAY = "2025-11-20";
const groupsOf = (q: string) => phraseWords(parseSearchQuery(q, { today: TODAY }));

describe("the typed words side by side in a text", () => {
  it("counts the longest run of typed words, each in any of its forms", () => {
    const groups = groupsOf("htl kenanga sari")!;
    expect(longestRun("Kepada: PT Hotel Kenanga Sari, Jl. Melati 3", groups)).toBe(3);
    expect(longestRun("Toko Kenanga Sari Jaya", groups)).toBe(2);
    expect(longestRun("Sari Kenanga hotel", groups)).toBe(1);
    expect(longestRun("Hotel Melati, Kenanga", groups)).toBe(1);
    expect(longestRun("Kota Bekasi", groups)).toBe(0);
  });

  it("reads a synonym of two words as the words it is written in", () => {
    const groups = groupsOf("rumah makan lestari")!;
    expect(longestRun("RUMAH MAKAN LESTARI RASA", groups)).toBe(2);
  });

  it("reads a phrase the word list knows as one word by word, as typed", () => {
    const groups = groupsOf("freight forwarding")!;
    expect(groups).toEqual([[["freight"]], [["forwarding"]]]);
    expect(longestRun("3 Freight forwarding 1 lot 420.00", groups)).toBe(2);
    expect(longestRun("Ocean freight, cargo insurance", groups)).toBe(1);
  });

  it("asks for no phrase of one word", () => {
    expect(groupsOf("kenanga")).toBeNull();
    expect(groupsOf("faktur pajak")).toBeNull();
  });
});

describe("documents holding the typed words together rank first", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};
  /** Lines enough to push what follows past the part of the text the rank reads. */
  const HEADER =
    "Jl. Cempaka Raya No. 12, Kota Bekasi, Jawa Barat 17113, NPWP 02.111.222.3-444.000\n";

  async function ranked(q: string): Promise<string[]> {
    return namesOf(await searchAs(subject, person, q, TODAY, { limit: "10" }), ids);
  }

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    // A tax invoice whose buyer, deep in the text, is the company asked about; older.
    await add("addressed", {
      type: "invoice",
      vendor: "PT Anggrek Niaga Utama",
      documentDate: "2024-03-11",
      content: [
        "Faktur Pajak",
        "Pengusaha Kena Pajak",
        "Nama : PT Anggrek Niaga Utama",
        HEADER.repeat(5),
        "Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak",
        "Nama : PT Hotel Kenanga Sari",
        "Servis AC split 2 unit 900.000",
      ].join("\n"),
    });
    // Newer papers whose names hold one of the words.
    await add("bakery", {
      type: "receipt",
      vendor: "Roti Sari Murni",
      documentDate: "2025-10-07",
      content: "ROTI SARI MURNI\nRoti tawar 2 x 15.000\nTotal 30.000",
    });
    await add("florist", {
      type: "receipt",
      vendor: "Kenanga Florist",
      documentDate: "2025-10-02",
      content: "KENANGA FLORIST\nBuket bunga 1 x 250.000\nTotal 250.000",
    });
    await add("workshop", {
      type: "receipt",
      vendor: "Bengkel Servis Motor Jaya",
      documentDate: "2025-10-03",
      content: "BENGKEL SERVIS MOTOR JAYA\nGanti oli 1 x 65.000\nTotal 65.000",
    });
    await add("appliance shop", {
      type: "receipt",
      vendor: "Toko AC Sejuk",
      documentDate: "2025-10-04",
      content: "TOKO AC SEJUK\nUnit AC 1 PK 1 x 3.200.000\nTotal 3.200.000",
    });
    // Two invoices shipping goods: the older one lists the phrase deep in its lines, the newer
    // names one of its words in its title.
    await add("forwarder's invoice", {
      type: "invoice",
      vendor: "PT Samudra Lintas Kirim",
      documentDate: "2024-06-18",
      content: ["INVOICE", HEADER.repeat(5), "Freight forwarding Surabaya 1 lot 2.400.000"].join(
        "\n",
      ),
    });
    await add("packer's invoice", {
      type: "invoice",
      vendor: "CV Kargo Rapi Sentosa",
      documentDate: "2025-08-22",
      content: [
        "INVOICE: EKSPEDISI KARGO DAN FREIGHT",
        HEADER.repeat(5),
        "Freight to the port 1 lot 600.000",
      ].join("\n"),
    });
    await add("service contract", {
      type: "contract",
      contractType: "service",
      documentDate: "2025-09-01",
      content: "SERVICE AGREEMENT\nThe Provider shall service the Client's office equipment.",
    });
  });

  afterAll(async () => {
    await subject.close();
  });

  it("finds the company a paper is addressed to before names holding one of its words", async () => {
    expect((await ranked("hotel kenanga sari"))[0]).toBe("addressed");
    expect((await ranked("htl kenanga sari"))[0]).toBe("addressed");
  });

  it("finds an item's line before papers that name one of its words", async () => {
    expect((await ranked("servis ac"))[0]).toBe("addressed");
    expect((await ranked("service ac"))[0]).toBe("addressed");
  });

  it("finds an invoice listing a known phrase whole before one holding one of its words", async () => {
    expect((await ranked("freight forwarding invoice"))[0]).toBe("forwarder's invoice");
    expect((await ranked("freight forwarding"))[0]).toBe("forwarder's invoice");
  });
});
