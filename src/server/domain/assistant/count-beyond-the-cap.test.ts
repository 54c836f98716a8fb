import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import { ASSISTANT } from "../../../contracts/assistant.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * A count or a sum cites every paper it added up, so its number can be checked against its
 * sources; past the cap it cites the cap and says how many it shows. Invented papers: 30
 * slips of one bakery, and more than the cap of one grocer.
 */
const TODAY = "2025-06-10";
const BEYOND_THE_CAP = ASSISTANT.maxCitedInASum + 5;
let bench: ChatBench;

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  const slips = [
    ...Array.from({ length: 30 }, () => "Roti Kembang Rekaan"),
    ...Array.from({ length: BEYOND_THE_CAP }, () => "Grosir Sayur Khayalan"),
  ];
  for (const [index, vendor] of slips.entries()) {
    const day = String((index % 28) + 1).padStart(2, "0");
    await bench.add({
      name: `nota-${index}`,
      type: "receipt",
      vendor,
      documentDate: `2025-03-${day}`,
      totalAmount: "10000.00",
      currency: "IDR",
      content: `${vendor.toUpperCase()} Nota ${index} Total Rp 10.000`,
    });
  }
}, 120_000);

afterAll(async () => {
  await bench.subject.close();
});

describe("a count or a sum larger than a list cites what it counted", () => {
  it.each([
    ["how many receipts from roti kembang rekaan", "en"],
    ["ada brp nota roti kembang rekaan", "id"],
  ] as const)("%s → all 30 cited", async (question, language) => {
    const answer = await ask(question, language);
    expect(answer.text).toContain("30");
    expect(answer.cited).toHaveLength(30);
  });

  it("a sum cites every paper it added", async () => {
    const answer = await ask("total belanja di roti kembang rekaan", "id");
    expect(answer.text).toContain("Rp 300.000");
    expect(answer.cited).toHaveLength(30);
  });

  const CAP = ASSISTANT.maxCitedInASum;
  it.each([
    ["how many receipts from grosir sayur khayalan", "en", `the first ${CAP} of ${BEYOND_THE_CAP}`],
    ["berapa nota dari grosir sayur khayalan", "id", `${CAP} pertama dari ${BEYOND_THE_CAP}`],
  ] as const)("%s → the cap cited, and said so", async (question, language, shown) => {
    const answer = await ask(question, language);
    expect(answer.text).toContain(shown);
    expect(answer.cited).toHaveLength(CAP);
  });
});
