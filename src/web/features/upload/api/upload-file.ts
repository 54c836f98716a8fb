import type { z } from "zod";
import type {
  checkDuplicateResponseSchema,
  DocumentStatus,
  ProcessingStatus,
  UploadResponse,
} from "../../../../contracts/documents.ts";
import type { ErrorCode } from "../../../../contracts/errors.ts";
import type { ExtractedData } from "../../../../contracts/extracted-data.ts";
import { apiRequest, ApiError } from "../../../lib/api-client.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
import {
  endpointForSize,
  endpointToRetry,
  UPLOAD_ENDPOINT_PATHS,
  type UploadEndpoint,
} from "../upload-endpoint.ts";

/** The multipart fields besides the file (spec §7). */
export interface UploadTarget {
  organizationId: string;
  vertical: Vertical;
  projectId?: string | undefined;
  isRepository?: boolean | undefined;
  repositoryFolderId?: string | undefined;
}

/** Why an upload failed, for a translated message. */
export type UploadFailure =
  | { kind: "code"; code: ErrorCode }
  /** The retry on the other endpoint failed without a message of ours. */
  | { kind: "retry-failed"; endpoint: UploadEndpoint }
  | { kind: "network" }
  | { kind: "unknown" };

/** Spec §3 upload result, as the cases the widget tells apart. */
export type UploadOutcome =
  | {
      kind: "uploaded";
      documentId: string;
      status: ProcessingStatus;
      statusUrl: string;
      expectedProcessingTime: string;
      endpoint: UploadEndpoint;
      extractedData: ExtractedData | null;
    }
  | { kind: "duplicate"; duplicateOf: { id: string; name: string } | null }
  | { kind: "failed"; failure: UploadFailure };

/** SHA-256 hex of the contents, computed in the browser (spec §3). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The existing document when this file is a duplicate (its reference may be missing), else
 * null. Spec §7: when the check itself fails the upload goes ahead, so failures answer null.
 */
async function findDuplicate(
  fileHash: string,
  target: UploadTarget,
): Promise<{ duplicateOf: { id: string; name: string } | null } | null> {
  try {
    const answer = await apiRequest<z.infer<typeof checkDuplicateResponseSchema>>(
      "/api/check-duplicate",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          fileHash,
          vertical: target.vertical,
          organizationId: target.organizationId,
        }),
      },
    );
    return answer.isDuplicate ? { duplicateOf: answer.document } : null;
  } catch {
    return null;
  }
}

function uploadForm(file: File, fileHash: string, target: UploadTarget): FormData {
  const form = new FormData();
  form.append("fileHash", fileHash);
  form.append("vertical", target.vertical);
  form.append("organizationId", target.organizationId);
  if (target.projectId) form.append("projectId", target.projectId);
  if (target.isRepository) {
    form.append("isRepository", "true");
    if (target.repositoryFolderId) form.append("repositoryFolderId", target.repositoryFolderId);
  }
  // The file goes last so the server has every field before it reads the stream.
  form.append("file", file, file.name);
  return form;
}

function post(endpoint: UploadEndpoint, form: FormData) {
  return apiRequest<UploadResponse>(UPLOAD_ENDPOINT_PATHS[endpoint], {
    method: "POST",
    body: form,
  });
}

function failureOf(error: unknown, retriedOn: UploadEndpoint | null): UploadFailure {
  if (error instanceof ApiError) {
    if (error.message) return { kind: "code", code: error.code };
    return retriedOn
      ? { kind: "retry-failed", endpoint: retriedOn }
      : { kind: "code", code: error.code };
  }
  if (error instanceof TypeError) return { kind: "network" };
  return retriedOn ? { kind: "retry-failed", endpoint: retriedOn } : { kind: "unknown" };
}

/**
 * One file through spec §7: hash, duplicate check, the endpoint for its size, one switch to the
 * other endpoint when the server asks for it. Never throws: every end is an outcome.
 */
export async function uploadFile(file: File, target: UploadTarget): Promise<UploadOutcome> {
  let fileHash: string;
  try {
    fileHash = await sha256Hex(file);
  } catch {
    return { kind: "failed", failure: { kind: "unknown" } };
  }
  const duplicate = await findDuplicate(fileHash, target);
  if (duplicate) return { kind: "duplicate", duplicateOf: duplicate.duplicateOf };

  const form = uploadForm(file, fileHash, target);
  let endpoint = endpointForSize(file.size);
  let response: UploadResponse;
  try {
    response = await post(endpoint, form);
  } catch (error) {
    const retry =
      error instanceof ApiError
        ? endpointToRetry(endpoint, { status: error.status, body: error.body })
        : null;
    if (!retry) return { kind: "failed", failure: failureOf(error, null) };
    endpoint = retry;
    try {
      response = await post(endpoint, form);
    } catch (retryError) {
      return { kind: "failed", failure: failureOf(retryError, endpoint) };
    }
  }

  if (response.isDuplicate) return { kind: "duplicate", duplicateOf: response.duplicateOf };
  return {
    kind: "uploaded",
    documentId: response.document.id,
    status: response.document.status,
    statusUrl: response.polling.statusUrl,
    expectedProcessingTime: response.polling.expectedProcessingTime,
    endpoint,
    extractedData: response.document.extractedData,
  };
}

export function fetchDocumentStatus(statusUrl: string): Promise<DocumentStatus> {
  return apiRequest<DocumentStatus>(statusUrl);
}

export function retryProcessing(documentId: string): Promise<DocumentStatus> {
  return apiRequest<DocumentStatus>(`/api/documents/${encodeURIComponent(documentId)}/retry`, {
    method: "POST",
  });
}
