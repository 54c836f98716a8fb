import { describe, expect, it } from "vitest";
import { conversationLanguage, questionLanguage } from "./question-language.ts";

describe("questionLanguage", () => {
  it("tells English and Indonesian questions apart, typed loosely or mixed", () => {
    expect(questionLanguage("Which contracts expire before the end of 2026?")).toBe("en");
    expect(questionLanguage("total of our invoices in USD")).toBe("en");
    expect(questionLanguage("kontrak apa saja yang habis sebelum juli")).toBe("id");
    expect(questionLanguage("total invoice USD kita berapa")).toBe("id");
    expect(questionLanguage("kapan berakhirnya?")).toBe("id");
    // "total" is written in both languages: "tahun" alone tells.
    expect(questionLanguage("total invoice USD tahun 2025")).toBe("id");
    // The question word counts twice; the names of papers and labels count for neither.
    expect(questionLanguage("how many faktur pajak from 2024")).toBe("en");
    expect(questionLanguage("total bills june 2025 berapa")).toBe("id");
    expect(questionLanguage("service charge di resto Contoh")).toBe("id");
    expect(questionLanguage("ppn invoice CV Contoh")).toBe("id");
    // A quarter named in one language: "kuartal" and "triwulan" are Indonesian's.
    expect(questionLanguage("total invoice SGD kuartal 3 2024")).toBe("id");
    expect(questionLanguage("invoice SGD third quarter 2024 total")).toBe("en");
  });

  it("reads a bare English noun phrase by its paper's English name, and Indonesian's -nya", () => {
    expect(questionLanguage("zelmar trading receipt total?")).toBe("en");
    expect(questionLanguage("quorin statement amount")).toBe("en");
    expect(questionLanguage("what did the quorin invoice come to")).toBe("en");
    expect(questionLanguage("invoice zelmar nominalnya")).toBe("id");
    expect(questionLanguage("nota quorin totalnya")).toBe("id");
    expect(questionLanguage("total restaurant spending 2024")).toBe("en");
    expect(questionLanguage("lorvan cowork receipt number")).toBe("en");
  });

  it("is null when no word tells, and a conversation then falls back on earlier questions", () => {
    expect(questionLanguage("PT Contoh 2025")).toBeNull();
    expect(conversationLanguage(["siapa pihak kedua di sewa gudang", "PT Contoh?"], "en")).toBe(
      "id",
    );
    expect(conversationLanguage(["INV-0001"], "en")).toBe("en");
  });
});
