import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { processingWithoutWorker } from "../../../../test/support/processing.ts";
import { fakturPdf, validationUrlShape } from "../../../../test/support/qr-code.ts";
import { apiCaller } from "../../../../test/support/teams.ts";
import { uploadNew } from "../../../../test/support/uploads.ts";
import { processDocument } from "../documents/process-document.ts";
import { localUnderstanding } from "../documents/understand-stage.ts";

/**
 * The PPN masukan register's QR columns from real files: faktur PDFs uploaded, read by the reader
 * (pdf.js, jsQR) and understood as in production, then exported and read back by exceljs.
 */
const bench = processingWithoutWorker();
let owner: SignedIn;
let organizationId: string;
const validation = validationUrlShape();

async function processed(name: string, bytes: Buffer): Promise<string> {
  const documentId = await uploadNew(bench.subject.app, owner, {
    bytes,
    filename: name,
    organizationId,
  });
  await processDocument(bench.deps, documentId, new AbortController().signal);
  return documentId;
}

async function register(language: "en" | "id") {
  const response = await apiCaller(bench.subject.app)(
    owner,
    "GET",
    `/api/exports/ppn_masukan_xlsx?organizationId=${organizationId}&language=${language}`,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [headers = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(headers.map((name, at) => [name, row[at] ?? null])));
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  bench.deps.understanding = localUnderstanding;
  owner = await signUp(bench.subject.app);
  organizationId = await personalOrganizationOf(bench.subject.app, owner);
  ids["tax office"] = await processed("faktur-qr.pdf", await fakturPdf(validation));
  ids["other host"] = await processed(
    "faktur-other-qr.pdf",
    await fakturPdf(validationUrlShape("validasi.example.com"), { qrCentimetres: 3 }),
  );
  ids["no code"] = await processed("faktur-no-qr.pdf", await fakturPdf(null));
});

describe("PPN masukan register: whether the verification QR was present", () => {
  it("yes with the validation URL, yes without one for another host, no without a code", async () => {
    const rows = await register("en");
    const byId = new Map(rows.map((row) => [row["Document id"], row]));
    // Each faktur was read as one (its number found), so each is a row of the register.
    expect(rows).toHaveLength(3);
    expect(byId.get(ids["tax office"])).toMatchObject({
      "Verification QR present": "Yes",
      "Verification QR URL": validation,
    });
    expect(byId.get(ids["other host"])).toMatchObject({
      "Verification QR present": "Yes",
      "Verification QR URL": null,
    });
    expect(byId.get(ids["no code"])).toMatchObject({
      "Verification QR present": "No",
      "Verification QR URL": null,
    });
  });

  it("in Indonesian: Ya and Tidak under Indonesian headers", async () => {
    const rows = await register("id");
    const byId = new Map(rows.map((row) => [row["Id dokumen"], row]));
    expect(byId.get(ids["tax office"])).toMatchObject({
      "QR verifikasi ada": "Ya",
      "URL QR verifikasi": validation,
    });
    expect(byId.get(ids["no code"])).toMatchObject({ "QR verifikasi ada": "Tidak" });
  });
});
