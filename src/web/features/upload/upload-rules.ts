import {
  APPLE_DOUBLE_PREFIX,
  IGNORED_SYSTEM_FILES,
  UPLOAD_ACCEPT,
} from "../../../contracts/documents.ts";
import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";
import type { Vertical } from "../../../contracts/organizations.ts";

/** The two upload screens of spec §2: they differ in copy and limits only. */
export type UploadVariant = "full" | "compact";

export const BYTES_PER_MEGABYTE = 1024 * 1024;

export interface SelectionLimits {
  maxBytes: number;
  maxFiles: number;
}

/**
 * Spec §5: 25 MB, 100 MB for legal, or a passed value; 50 files, or a passed positive number.
 * The compact screen allows 3 files of 5 MB unless told otherwise.
 */
export function selectionLimits(options: {
  variant: UploadVariant;
  vertical: Vertical;
  maxBytes?: number | undefined;
  maxFiles?: number | undefined;
}): SelectionLimits {
  const defaults =
    options.variant === "compact"
      ? {
          maxBytes: UPLOAD_LIMITS.compactVariantMaxBytes,
          maxFiles: UPLOAD_LIMITS.compactVariantMaxFiles,
        }
      : {
          maxBytes:
            options.vertical === "legal"
              ? UPLOAD_LIMITS.maxBytesLegal
              : UPLOAD_LIMITS.maxBytesDefault,
          maxFiles: UPLOAD_LIMITS.maxFilesPerSelection,
        };
  const positive = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
  return {
    maxBytes: positive(options.maxBytes) ?? defaults.maxBytes,
    maxFiles: Math.floor(positive(options.maxFiles) ?? defaults.maxFiles),
  };
}

export type RejectionReason =
  | { kind: "too-large"; limitMegabytes: number }
  | { kind: "invalid-type" }
  | { kind: "too-many"; maxFiles: number };

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

const ACCEPTED_EXTENSIONS = new Set(Object.values(UPLOAD_ACCEPT).flat());
const ACCEPTED_TYPES = new Set(Object.keys(UPLOAD_ACCEPT));

/** The extensions the widget lists, upper case without the dot: PDF, CSV, … HEIF. */
export const ACCEPTED_FORMAT_NAMES = [...ACCEPTED_EXTENSIONS].map((extension) =>
  extension.slice(1).toUpperCase(),
);

const IGNORED_NAMES = new Set(IGNORED_SYSTEM_FILES.map((name) => name.toLowerCase()));

/** By name alone, in any case: Windows writes "thumbs.db" as readily as "Thumbs.db". */
export function isIgnoredSystemFile(name: string): boolean {
  return IGNORED_NAMES.has(name.toLowerCase()) || name.startsWith(APPLE_DOUBLE_PREFIX);
}

/**
 * By extension or by MIME type, as the picker does; browsers often give HEIC files no type.
 * The server decides by content in the end.
 */
export function isAcceptedType(file: FileFacts): boolean {
  const dot = file.name.lastIndexOf(".");
  const extension = dot === -1 ? "" : file.name.slice(dot).toLowerCase();
  return ACCEPTED_EXTENSIONS.has(extension) || ACCEPTED_TYPES.has(file.type);
}

/**
 * Sorts one selection (spec §5): system files are dropped silently; a selection over the count
 * limit is refused whole, as the drop zone refuses it; otherwise each file is checked for type,
 * then size.
 */
export function sortSelection<F extends FileFacts>(
  files: readonly F[],
  limits: SelectionLimits,
): { accepted: F[]; rejected: { file: F; reason: RejectionReason }[] } {
  const candidates = files.filter((file) => !isIgnoredSystemFile(file.name));
  if (candidates.length > limits.maxFiles) {
    const reason: RejectionReason = { kind: "too-many", maxFiles: limits.maxFiles };
    return { accepted: [], rejected: candidates.map((file) => ({ file, reason })) };
  }
  const accepted: F[] = [];
  const rejected: { file: F; reason: RejectionReason }[] = [];
  for (const file of candidates) {
    if (!isAcceptedType(file)) rejected.push({ file, reason: { kind: "invalid-type" } });
    else if (file.size > limits.maxBytes) {
      const limitMegabytes = megabytes(limits.maxBytes);
      rejected.push({ file, reason: { kind: "too-large", limitMegabytes } });
    } else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Whole megabytes where the limit is whole, else one decimal: "25", "100", "2.5". */
export function megabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MEGABYTE) * 10) / 10;
}

/** Spec §2 lists sizes in KB. */
export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 100) / 100;
}

/** The key the upload queue skips on: name plus last-modified time (spec §4). */
export function fileKey(file: { name: string; lastModified: number }): string {
  return `${file.name}:${file.lastModified}`;
}
