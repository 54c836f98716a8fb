import type { ProcessingErrorCode } from "../contracts/documents.ts";

export type ReaderErrorCode = Exclude<ProcessingErrorCode, "PROCESSING_FAILED">;

/**
 * A permanent problem with the file itself: retrying cannot help, the user has to upload
 * another file. Anything else a reader throws is a fault of ours or of the machine.
 */
export class ReaderError extends Error {
  readonly code: ReaderErrorCode;

  constructor(code: ReaderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ReaderError";
    this.code = code;
  }
}
