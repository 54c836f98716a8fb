import fsp from "node:fs/promises";
import type { UploadFields, UploadResponse } from "../../../contracts/documents.ts";
import { readExtractedData } from "../../../contracts/extracted-data.ts";
import { PROCESSING } from "../../../contracts/limits.ts";
import { inspectFile, ReaderError } from "../../../reader/index.ts";
import { sniffFileType } from "../../../reader/sniff-file-type.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { PROCESS_DOCUMENT_JOB } from "../../jobs/document-jobs.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import {
  canReadVertical,
  requireVerticalWrite,
  verticalAccess,
} from "../../policies/vertical-access.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { holdRoomForUpload, requireRoomForUpload } from "../billing/enforce-plan-limits.ts";
import { requireProjectIn } from "../projects/find-project.ts";
import { requireRepositoryFolderIn } from "../repository/find-repository-folder.ts";
import { deleteFileIfUnreferenced, lockFileHash } from "./file-references.ts";
import { findByFileHash } from "./find-document.ts";
import { visibleFileName } from "./present-document.ts";
import { requeueFailedDocument } from "./retry-document.ts";

export interface UploadLimits {
  maxBytesDefault: number;
  maxBytesLegal: number;
}

/** An uploaded file as it arrived, spooled to a private temporary file by the route. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** As the browser sent it; kept as data only, never used as a path. */
  filename: string;
  /** Computed by the server while the bytes arrived. */
  sha256: string;
}

export interface UploadDeps {
  database: Database;
  blobStore: BlobStore;
  jobQueue: JobQueue;
  limits: UploadLimits;
  /** Plan limits apply only with billing on (issue 20). */
  billingEnabled?: boolean;
}

const MEBIBYTE = 1024 * 1024;
const MAX_NAME_LENGTH = 255;

export function maxBytesFor(vertical: UploadFields["vertical"], limits: UploadLimits): number {
  return vertical === "legal" ? limits.maxBytesLegal : limits.maxBytesDefault;
}

export function fileTooLarge(limitBytes: number): AppError {
  const megabytes = Math.round(limitBytes / MEBIBYTE);
  return new AppError("PAYLOAD_TOO_LARGE", `File is larger than ${megabytes}MB limit.`, {
    limitBytes,
  });
}

/** Invisible characters and path separators are dropped; the name stays recognisable. */
function displayName(filename: string): string {
  const cleaned = visibleFileName(filename).split(/[/\\]/).pop()?.trim().slice(0, MAX_NAME_LENGTH);
  return cleaned || "document";
}

/**
 * The organization holds this file in a vertical the uploader cannot read: saying so names
 * nothing they hold no right to (no id, name or fields), and they hold the bytes anyway.
 */
function heldWhereNotReadable(): AppError {
  return new AppError(
    "CONFLICT",
    "This file is already in the organization, where you cannot open it.",
  );
}

function statusUrl(documentId: string): string {
  return `/api/documents/${documentId}/status`;
}

function duplicateResponse(existing: {
  id: string;
  name: string;
  processingStatus: string;
  extractedData: Record<string, unknown> | null;
}): UploadResponse {
  return {
    document: {
      id: existing.id,
      status: existing.processingStatus as UploadResponse["document"]["status"],
      extractedData: existing.extractedData && readExtractedData(existing.extractedData),
    },
    isDuplicate: true,
    duplicateOf: { id: existing.id, name: visibleFileName(existing.name) },
    polling: {
      statusUrl: statusUrl(existing.id),
      expectedProcessingTime: PROCESSING.expectedProcessingTimeFallback,
    },
  };
}

/**
 * The type by content and the upload-time safety check. They take bytes, so the spooled file is
 * read once, here, and the copy is garbage as soon as this returns.
 */
async function checkContent(filePath: string) {
  const bytes = await fsp.readFile(filePath);
  const sniffed = await sniffFileType(bytes);
  if (!sniffed) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Invalid file type. Accepted: PDF, CSV, XLS/X, DOC/X, JPG, PNG, HEIC.",
    );
  }
  const inspection = await inspectFile(bytes, sniffed.kind).catch((error: unknown) => {
    // Interrupted is the job's outcome, never a reader's; the check only narrows the type.
    if (error instanceof ReaderError && error.code !== "PROCESSING_INTERRUPTED") {
      throw new AppError(error.code, error.message);
    }
    throw error;
  });
  return { sniffed, inspection };
}

function queuedResponse(documentId: string): UploadResponse {
  return {
    document: { id: documentId, status: "queued", extractedData: null },
    isDuplicate: false,
    duplicateOf: null,
    polling: {
      statusUrl: statusUrl(documentId),
      expectedProcessingTime: PROCESSING.expectedProcessingTimeFallback,
    },
  };
}

/**
 * Spec §7 simple-upload: every check on the server whatever the client did, then the blob, then
 * one transaction for the row (`queued`), its audit entry and its processing job. A rejected
 * upload leaves nothing; a file the organization already holds is answered as a duplicate, or
 * retried when its processing failed.
 */
export async function uploadDocument(
  deps: UploadDeps,
  actor: Actor,
  fields: UploadFields,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const access = await verticalAccess(deps.database.db, actor, fields.organizationId);
  requireVerticalWrite(access, fields.vertical);
  if (fields.projectId !== undefined) {
    await requireProjectIn(deps.database.db, fields.organizationId, fields.projectId);
  }
  if (fields.repositoryFolderId !== undefined) {
    if (!fields.isRepository) {
      throw new AppError("VALIDATION_FAILED", "A repository folder goes with isRepository=true.", {
        field: "repositoryFolderId",
      });
    }
    await requireRepositoryFolderIn(
      deps.database.db,
      fields.organizationId,
      fields.repositoryFolderId,
    );
  }

  const limitBytes = maxBytesFor(fields.vertical, deps.limits);
  if (file.size > limitBytes) throw fileTooLarge(limitBytes);
  if (file.sha256 !== fields.fileHash) {
    throw new AppError("HASH_MISMATCH", "The file changed while it was uploaded.", {
      expected: fields.fileHash,
      received: file.sha256,
    });
  }

  const existing = await findByFileHash(deps.database.db, fields.organizationId, file.sha256);
  if (existing && !canReadVertical(access, existing.vertical)) throw heldWhereNotReadable();
  if (existing?.processingStatus === "failed" && (await requeueFailedDocument(deps, existing.id))) {
    return queuedResponse(existing.id);
  }
  if (existing) return duplicateResponse(existing);

  // Before anything is stored: a refused upload leaves no blob and no row.
  await requireRoomForUpload(
    deps.database.db,
    deps.billingEnabled ?? false,
    fields.organizationId,
    file.size,
  );
  const { sniffed, inspection } = await checkContent(file.path);

  const store = () => deps.blobStore.putFile(file.path, { expectedSha256: file.sha256 });
  await store();

  const name = displayName(file.filename);
  const inserted = await withTransaction(deps.database, async (tx, sql) => {
    await lockFileHash(tx, file.sha256);
    // The early check above lets concurrent uploads through; this one, under the organization's
    // lock, is the limit. A refused file leaves the store unless a document uses it.
    await holdRoomForUpload(
      tx,
      deps.billingEnabled ?? false,
      fields.organizationId,
      file.size,
    ).catch(async (refusal: unknown) => {
      await deleteFileIfUnreferenced(tx, deps.blobStore, file.sha256);
      throw refusal;
    });
    const [row] = await tx
      .insert(documents)
      .values({
        organizationId: fields.organizationId,
        vertical: fields.vertical,
        uploadedBy: actor.userId,
        projectId: fields.projectId ?? null,
        isRepository: fields.isRepository,
        repositoryFolderId: fields.repositoryFolderId ?? null,
        name,
        originalFilename: name,
        mimeType: sniffed.mime,
        fileKind: sniffed.kind,
        sizeBytes: file.size,
        fileHash: file.sha256,
        processingStatus: "queued",
        pageCount: inspection.pageCount,
      })
      .onConflictDoNothing({ target: [documents.organizationId, documents.fileHash] })
      .returning({ id: documents.id, processingStatus: documents.processingStatus });
    if (!row) return null;
    // A delete or the sweep may have removed the file since it was stored; with the lock held
    // and our row in, nothing removes it again.
    if (!(await deps.blobStore.exists(file.sha256))) await store();
    await recordAuditEntry(tx, {
      organizationId: fields.organizationId,
      actor,
      actionType: "document_uploaded",
      resourceType: "document",
      resourceId: row.id,
      details: {
        name,
        vertical: fields.vertical,
        size_bytes: file.size,
        file_kind: sniffed.kind,
      },
    });
    await deps.jobQueue.send(PROCESS_DOCUMENT_JOB, { documentId: row.id }, { transaction: sql });
    return row;
  });

  if (!inserted) {
    // Another upload of the same file won the race between our check and our insert.
    const winner = await findByFileHash(deps.database.db, fields.organizationId, file.sha256);
    if (!winner) throw new AppError("CONFLICT", "The upload could not be recorded; try again.");
    if (!canReadVertical(access, winner.vertical)) throw heldWhereNotReadable();
    return duplicateResponse(winner);
  }
  deps.jobQueue.wake(PROCESS_DOCUMENT_JOB);
  return queuedResponse(inserted.id);
}
