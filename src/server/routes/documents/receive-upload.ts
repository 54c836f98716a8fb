import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type { ReceivedFile } from "../../domain/documents/upload-document.ts";
import { AppError } from "../../errors.ts";
import { measuringTransform } from "../../providers/storage/verified-content.ts";

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Removes the spooled file; call it once the upload is handled, whatever the outcome. */
  discard(): Promise<void>;
}

/** Form fields are a few ids and a hash; anything longer is not ours. */
const MAX_FIELD_BYTES = 1024;
const MAX_FIELDS = 10;

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE"
  );
}

/**
 * Reads one multipart upload, whatever the order of its parts. The file is streamed to a private
 * temporary file while it is hashed and measured, so memory holds a chunk at a time, never the
 * file. A file over `maxBytes` stops the read (PAYLOAD_TOO_LARGE) and its partial copy is
 * removed: a cut file is never taken for a whole one.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
  spoolDir: string = os.tmpdir(),
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError("VALIDATION_FAILED", "Send the file as multipart/form-data.");
  }
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const spoolPath = path.join(spoolDir, `berkas-upload-${randomUUID()}`);
  const discard = () => fsp.rm(spoolPath, { force: true });
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      const measuring = measuringTransform(maxBytes);
      await pipeline(
        part.file,
        measuring.transform,
        fs.createWriteStream(spoolPath, { flags: "wx", mode: 0o600 }),
      );
      if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large.");
      const { sha256, size } = measuring.result();
      file = { path: spoolPath, size, sha256, filename: part.filename };
    }
  } catch (error) {
    await discard();
    if (isFileTooLarge(error)) throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large.");
    throw error;
  }
  return { fields, file, discard };
}
