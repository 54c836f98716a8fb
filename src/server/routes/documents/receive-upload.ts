import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string; sha256: string } | null;
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
 * Reads one multipart upload, whatever the order of its parts, hashing the file as it arrives.
 * A file over `maxBytes` stops the read (PAYLOAD_TOO_LARGE): the multipart limit cuts it, and a
 * cut file is never taken for a whole one.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError("VALIDATION_FAILED", "Send the file as multipart/form-data.");
  }
  const fields: Record<string, string> = {};
  let file: ReceivedUpload["file"] = null;
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
      const hash = createHash("sha256");
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        hash.update(chunk);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large.");
      file = { bytes: Buffer.concat(chunks), filename: part.filename, sha256: hash.digest("hex") };
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large.");
    throw error;
  }
  return { fields, file };
}
