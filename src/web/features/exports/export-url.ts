import type { ExportKind } from "../../../contracts/exports.ts";
import type { Language } from "../../../contracts/languages.ts";
import type { DocumentListParams } from "../documents/api/use-documents.ts";

/**
 * The download's address: the list's filter without its page, or the selected documents within
 * it, and the page's token to follow its progress by. A link rather than a fetch, so that the
 * browser streams the file to disk and the page holds none of it.
 */
export function exportUrl(
  kind: ExportKind,
  organizationId: string,
  filter: DocumentListParams,
  selectedIds: readonly string[],
  language: Language,
  progress?: string,
): string {
  const query = new URLSearchParams({ organizationId, language });
  for (const [key, value] of Object.entries(filter)) {
    if (key === "limit" || key === "offset") continue;
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  if (selectedIds.length > 0) query.set("ids", selectedIds.join(","));
  if (progress) query.set("progress", progress);
  return `/api/exports/${kind}?${query.toString()}`;
}
