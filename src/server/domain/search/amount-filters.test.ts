import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { searchAs } from "../../../../test/support/search.ts";

const TODAY = "2025-11-20";
let subject: TestApp;
let person: SignedIn;
const ids: Record<string, string> = {};

async function found(q: string): Promise<string[]> {
  return (await searchAs(subject, person, q, TODAY)).results.map((result) => result.id);
}

beforeAll(async () => {
  subject = await createTestApp();
  person = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, person);
  const receipt = (name: string, totalAmount: string) =>
    insertDocument(subject.database.db, {
      organizationId,
      name,
      type: "receipt",
      totalAmount,
      currency: "IDR",
      content: `Kuitansi ${name}. Telah terima uang sejumlah Rp ${totalAmount}.`,
    });
  ids.exactly = await receipt("pembayaran sewa gudang", "3000000.00");
  ids.more = await receipt("pembayaran sewa kantor", "4500000.00");
  // A lease's value is understood as a field of its own, not as a total amount.
  ids.lease = await insertDocument(subject.database.db, {
    organizationId,
    name: "Perjanjian sewa ruko",
    type: "contract",
    contractType: "lease",
    currency: "IDR",
    content: "Perjanjian sewa menyewa ruko. Harga sewa seluruhnya Rp 240.000.000.",
    extractedData: { fields: { contract_value: { value: 240_000_000 } } },
  });
  ids.smallLease = await insertDocument(subject.database.db, {
    organizationId,
    name: "Perjanjian sewa gudang",
    type: "contract",
    contractType: "lease",
    currency: "IDR",
    content: "Perjanjian sewa menyewa gudang. Harga sewa seluruhnya Rp 90.000.000.",
    extractedData: { fields: { contract_value: { value: 90_000_000 } } },
  });
  // A lease understanding could not classify: its amount was read, its kind was not.
  ids.unfiledLease = await insertDocument(subject.database.db, {
    organizationId,
    name: "Sewa kios pasar",
    type: "uncategorized",
    totalAmount: "150000000.00",
    currency: "IDR",
    content: "Sewa kios pasar blok B selama dua tahun. Jumlah Rp 150.000.000.",
  });
  ids.dollarInvoice = await insertDocument(subject.database.db, {
    organizationId,
    name: "Cloud hosting invoice",
    type: "invoice",
    totalAmount: "7884.76",
    currency: "USD",
    content: "Invoice for cloud hosting. Total USD 7,884.76.",
  });
});
afterAll(() => subject.close());

describe("GET /api/search: stated amounts", () => {
  it("'lebih dari' and 'more than' leave the figure itself out; 'minimal' keeps it", async () => {
    for (const q of ["kwitansi lebih dari 3 juta", "receipts more than 3 juta"]) {
      const answer = await found(q);
      expect(answer[0]).toBe(ids.more);
      expect(answer).not.toContain(ids.exactly);
    }
    const atLeast = await found("kwitansi minimal 3 juta");
    expect(atLeast.slice(0, 2).sort()).toEqual([ids.exactly, ids.more].sort());
  });

  it("a contract's value counts as its amount", async () => {
    expect(await found("kontrak di atas 200 juta")).toEqual([ids.lease]);
    expect((await found("kontrak di bawah 100 juta"))[0]).toBe(ids.smallLease);
  });

  it("holds exactly the documents a stated amount holds for; the kind guessed beside it only ranks", async () => {
    // The unclassified lease meets "di atas 100 juta": the guess "kontrak" puts the contract
    // first, and no longer hides it, nor shows anything the amount leaves out.
    expect(await found("kontrak di atas 100 juta")).toEqual([ids.lease, ids.unfiledLease]);
    expect(await found("contracts over 100 million")).toEqual([ids.lease, ids.unfiledLease]);
    const underHundred = await found("kontrak di bawah 100 juta");
    expect(underHundred[0]).toBe(ids.smallLease);
    expect(underHundred.slice(1).sort()).toEqual([ids.exactly, ids.more].sort());
  });

  it("finds a contract by the value remembered without a bound, rounded", async () => {
    // "perjanjian 90 jt" names no bound: every contract stays, the one near 90 million first.
    expect(await found("perjanjian 91 jt")).toEqual([ids.smallLease, ids.lease]);
    expect(await found("perjanjian 240 jt")).toEqual([ids.lease, ids.smallLease]);
  });

  it("reads a bound in its currency: the query's, else Rupiah", async () => {
    // USD 7,884.76 is not "di bawah 100 juta" Rupiah, whatever the bare number.
    expect(await found("invoice di bawah 100 juta")).not.toContain(ids.dollarInvoice);
    expect(await found("invoices over 5000 usd")).toEqual([ids.dollarInvoice]);
  });
});
