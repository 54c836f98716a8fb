import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { userVerticalPermissions } from "../../src/server/db/schema/accounts.ts";
import { member, session } from "../../src/server/db/schema/auth.ts";
import { personalOrganizationOf, signUp, uniqueEmail, type SignedIn } from "../support/accounts.ts";
import { insertDocument } from "../support/documents.ts";
import { apiCaller, joinAs, membershipOf } from "../support/teams.ts";
import type { TestApp } from "../support/test-app.ts";
import { fixture, sha256Hex, uploadNew } from "../support/uploads.ts";

/**
 * Who attacks: nobody signed in, a user in no organization, another organization's Owner, a
 * stranger signed up with the address the victim invited (never proven theirs), the victim
 * organization's own level_3 Accountant, and its level_3 clerk granted only the accounting
 * vertical, who must not learn of its legal documents.
 */
export type Attacker = "visitor" | "stranded" | "rival" | "impostor" | "accountant" | "clerk";
export const ATTACKERS: readonly Attacker[] = [
  "visitor",
  "stranded",
  "rival",
  "impostor",
  "accountant",
  "clerk",
];

/** A word no response has any reason to contain unless it shows the victim's data. */
const secret = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

export interface Tenancy {
  people: Record<Exclude<Attacker, "visitor">, SignedIn> & { owner: SignedIn; cfo: SignedIn };
  victim: {
    organizationId: string;
    /** An uploaded file (queued: no worker runs), a settled document and a failed one. */
    uploadedDocumentId: string;
    uploadedFileHash: string;
    settledDocumentId: string;
    failedDocumentId: string;
    /** A contract, in the legal vertical the clerk is not granted. */
    legalDocumentId: string;
    projectId: string;
    folderId: string;
    /** A legal draft in review, an approved library clause and a knowledge note (issue 24). */
    draftId: string;
    clauseId: string;
    noteId: string;
    invitationId: string;
    ownerMemberId: string;
    cfoMemberId: string;
    accountantMemberId: string;
    /** The Owner's ledger download, counted under its page's token (issue 21). */
    exportRunId: string;
  };
  rival: {
    organizationId: string;
    documentId: string;
    /** The rival's own upload of the very file the victim uploaded: stored once, by its hash. */
    copyOfVictimFileId: string;
    projectId: string;
    folderId: string;
  };
  /** The accountant's own personal organization and a project in it. */
  accountantOwn: { organizationId: string; projectId: string };
  /** Everything of the victim's an attacker must not see, by what it is. */
  secrets: Record<string, string>;
}

async function created(
  subject: TestApp,
  person: SignedIn,
  url: string,
  payload: object,
): Promise<string> {
  const response = await apiCaller(subject.app)(person, "POST", url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/**
 * A signed-in user who belongs to no organization: their personal organization's membership is
 * taken away, as leaving every organization would.
 */
async function strandedUser(subject: TestApp): Promise<SignedIn> {
  const person = await signUp(subject.app);
  await subject.database.db.delete(member).where(eq(member.userId, person.userId));
  await subject.database.db
    .update(session)
    .set({ activeOrganizationId: null })
    .where(eq(session.userId, person.userId));
  return person;
}

/** The victim organization with one of everything, its level_3 member, and the attackers. */
export async function buildTenancy(subject: TestApp): Promise<Tenancy> {
  const { app, database } = subject;
  const secrets = {
    organizationName: secret("PT Korban Rahasia"),
    ownerName: secret("Pemilik Rahasia"),
    cfoName: secret("CFO Rahasia"),
    ownerEmail: uniqueEmail("pemilik-korban"),
    cfoEmail: uniqueEmail("cfo-korban"),
    invitedEmail: uniqueEmail("diundang-korban"),
    fileName: `${secret("laporan-rahasia").replace(" ", "-")}.pdf`,
    documentName: secret("Kontrak Rahasia"),
    vendor: secret("PT Pemasok Rahasia"),
    // Seven digits: no id or date of the attacker's own could carry them by chance.
    amount: "7351946",
    contentSnippet: secret("isi-brankas"),
    failedName: secret("Gagal Rahasia"),
    legalName: secret("Perjanjian Rahasia"),
    counterparty: secret("PT Mitra Rahasia"),
    projectName: secret("Proyek Rahasia"),
    folderName: secret("Arsip Rahasia"),
    draftTitle: secret("Draf Rahasia"),
    clauseTitle: secret("Klausul Rahasia"),
    noteTitle: secret("Catatan Rahasia"),
  };
  const owner = await signUp(app, secrets.ownerEmail, secrets.ownerName);
  const cfo = await signUp(app, secrets.cfoEmail, secrets.cfoName);
  const accountant = await signUp(app);
  const clerk = await signUp(app);
  const rival = await signUp(app);
  const impostor = await signUp(app, secrets.invitedEmail);
  const stranded = await strandedUser(subject);

  const organizationId = await created(subject, owner, "/api/organizations", {
    name: secrets.organizationName,
    type: "bpo",
  });
  const cfoMemberId = await joinAs(database, organizationId, cfo, "level_4");
  const accountantMemberId = await joinAs(database, organizationId, accountant, "level_3");
  const ownerMemberId = (await membershipOf(database, organizationId, owner))!.id;
  await joinAs(database, organizationId, clerk, "level_3");
  await database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
    isPrimary: true,
  });

  const projectId = await created(subject, owner, "/api/projects", {
    organizationId,
    name: secrets.projectName,
  });
  const folderId = await created(subject, owner, "/api/repository-folders", {
    organizationId,
    name: secrets.folderName,
  });
  const invitation = await apiCaller(app)(
    owner,
    "POST",
    `/api/organizations/${organizationId}/invitations`,
    { email: secrets.invitedEmail, role: "level_4" },
  );
  expect(invitation.statusCode, invitation.body).toBe(201);

  const bytes = fixture("invoice-en.pdf");
  const uploadedDocumentId = await uploadNew(app, owner, {
    bytes,
    filename: secrets.fileName,
    organizationId,
    extraFields: { projectId },
  });
  const settledDocumentId = await insertDocument(database.db, {
    organizationId,
    name: secrets.documentName,
    vendor: secrets.vendor,
    totalAmount: `${secrets.amount}.83`,
    currency: "IDR",
    type: "invoice",
    documentDate: "2025-10-01",
    // A field left to confirm puts it in the review queue too.
    extractedData: {
      fields: { vendor: { value: secrets.vendor, confidence: 0.4, needs_review: true } },
    },
    content: `Faktur dari ${secrets.vendor}: ${secrets.contentSnippet}, jumlah ${secrets.amount}.83`,
    uploadedBy: owner.userId,
    projectId,
    isRepository: true,
    repositoryFolderId: folderId,
  });
  const failedDocumentId = await insertDocument(database.db, {
    organizationId,
    name: secrets.failedName,
    processingStatus: "failed",
    errorCode: "READ_FAILED",
    errorMessage: "The file could not be read.",
    uploadedBy: owner.userId,
  });

  const legalDocumentId = await insertDocument(database.db, {
    organizationId,
    name: secrets.legalName,
    type: "contract",
    contractType: "service",
    counterparty: secrets.counterparty,
    content: `Perjanjian jasa dengan ${secrets.counterparty}`,
    extractedData: {
      fields: {
        counterparty: { value: secrets.counterparty, confidence: 0.4, needs_review: true },
      },
    },
    uploadedBy: owner.userId,
  });

  const draftId = await created(subject, owner, "/api/legal/drafts", {
    organizationId,
    title: secrets.draftTitle,
    template_key: "nda",
    fields: { party_b_name: secrets.counterparty },
    bilingual: true,
  });
  const inReview = await apiCaller(app)(owner, "POST", `/api/legal/drafts/${draftId}/status`, {
    organizationId,
    status: "review",
  });
  expect(inReview.statusCode, inReview.body).toBe(200);
  const clauseId = await created(subject, owner, "/api/legal/library/clauses", {
    organizationId,
    category: "confidentiality",
    title_en: secrets.clauseTitle,
    title_id: secrets.clauseTitle,
    body_en: "The Parties keep each other's information confidential.",
    body_id: "Para Pihak merahasiakan informasi satu sama lain.",
    approved: true,
  });
  const exportRunId = randomUUID();
  const exported = await apiCaller(app)(
    owner,
    "GET",
    `/api/exports/ledger_csv?organizationId=${organizationId}&progress=${exportRunId}`,
  );
  expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
  const noteId = await created(subject, owner, "/api/legal/library/notes", {
    organizationId,
    kind: "internal_policy",
    title: secrets.noteTitle,
    body: "Setiap kontrak di atas Rp 100 juta ditinjau CFO.",
  });

  const rivalOrganizationId = await personalOrganizationOf(app, rival);
  const accountantOrganizationId = await personalOrganizationOf(app, accountant);
  return {
    people: { owner, cfo, accountant, clerk, rival, impostor, stranded },
    victim: {
      organizationId,
      uploadedDocumentId,
      uploadedFileHash: sha256Hex(bytes),
      settledDocumentId,
      failedDocumentId,
      legalDocumentId,
      projectId,
      folderId,
      draftId,
      clauseId,
      noteId,
      invitationId: invitation.json().id as string,
      ownerMemberId,
      cfoMemberId,
      accountantMemberId,
      exportRunId,
    },
    rival: {
      organizationId: rivalOrganizationId,
      documentId: await insertDocument(database.db, {
        organizationId: rivalOrganizationId,
        name: "Rival's own receipt",
      }),
      copyOfVictimFileId: await uploadNew(app, rival, {
        bytes,
        filename: "rival-copy.pdf",
        organizationId: rivalOrganizationId,
      }),
      projectId: await created(subject, rival, "/api/projects", {
        organizationId: rivalOrganizationId,
        name: "Rival's project",
      }),
      folderId: await created(subject, rival, "/api/repository-folders", {
        organizationId: rivalOrganizationId,
        name: "Rival's folder",
      }),
    },
    accountantOwn: {
      organizationId: accountantOrganizationId,
      projectId: await created(subject, accountant, "/api/projects", {
        organizationId: accountantOrganizationId,
        name: "Accountant's own project",
      }),
    },
    secrets: {
      ...secrets,
      organizationId,
      uploadedDocumentId,
      settledDocumentId,
      failedDocumentId,
      legalDocumentId,
      projectId,
      folderId,
      draftId,
      clauseId,
      noteId,
      invitationId: invitation.json().id as string,
      ownerMemberId,
      cfoMemberId,
      ownerUserId: owner.userId,
      cfoUserId: cfo.userId,
    },
  };
}

/**
 * Everything of the victim's, read back through the API by its Owner: the organization, its
 * team and invitations, documents with their detail and file, projects, folders, the audit log,
 * legal drafts and the knowledge library, and the Owner's own preferences and active organization. Equal before and after means no
 * attack changed anything.
 */
export async function victimState(subject: TestApp, tenancy: Tenancy) {
  const call = apiCaller(subject.app);
  const { owner } = tenancy.people;
  const { organizationId } = tenancy.victim;
  const read = async (url: string) => {
    const response = await call(owner, "GET", url);
    return { status: response.statusCode, body: response.body };
  };
  const documents = await read(`/api/documents?organizationId=${organizationId}&limit=100`);
  const details: Record<string, unknown> = {};
  for (const id of [
    tenancy.victim.uploadedDocumentId,
    tenancy.victim.settledDocumentId,
    tenancy.victim.failedDocumentId,
    tenancy.victim.legalDocumentId,
  ]) {
    details[id] = await read(`/api/documents/${id}`);
  }
  const file = await subject.app.inject({
    method: "GET",
    url: `/api/documents/${tenancy.victim.uploadedDocumentId}/file`,
    headers: { cookie: owner.cookie },
  });
  return {
    organizations: await read("/api/organizations"),
    team: await read(`/api/organizations/${organizationId}/team`),
    documents,
    details,
    file: {
      status: file.statusCode,
      sha256: createHash("sha256").update(file.rawPayload).digest("hex"),
    },
    projects: await read(`/api/projects?organizationId=${organizationId}`),
    folders: await read(`/api/repository-folders?organizationId=${organizationId}`),
    audit: await read(`/api/audit/logs?organizationId=${organizationId}&limit=100`),
    drafts: await read(`/api/legal/drafts?organizationId=${organizationId}`),
    draft: await read(
      `/api/legal/drafts/${tenancy.victim.draftId}?organizationId=${organizationId}`,
    ),
    library: await read(`/api/legal/library?organizationId=${organizationId}`),
    preferences: await read("/api/me/preferences"),
  };
}
export type VictimState = Awaited<ReturnType<typeof victimState>>;
