import type { DocumentOverview } from "../../../contracts/documents.ts";
import type { DocumentListParams } from "./api/use-documents.ts";

/** Where in the Document Explorer the user is, as the URL's search parameters say. */
export type ExplorerSection =
  | { kind: "recent" }
  | { kind: "all" }
  | { kind: "starred" }
  | { kind: "category"; type: string }
  | { kind: "apAr"; apAr: "AP" | "AR" }
  | { kind: "folder"; year: number; month: number | null };

export function sectionFromSearch(search: URLSearchParams): ExplorerSection {
  const view = search.get("view");
  if (view === "all" || view === "starred") return { kind: view };
  if (view === "category") {
    const type = search.get("type");
    if (type) return { kind: "category", type };
  }
  if (view === "apAr") {
    const apAr = search.get("apAr");
    if (apAr === "AP" || apAr === "AR") return { kind: "apAr", apAr };
  }
  if (view === "folder") {
    const year = Number(search.get("year"));
    const month = search.get("month") === null ? null : Number(search.get("month"));
    if (Number.isInteger(year) && (month === null || (Number.isInteger(month) && month >= 1))) {
      return { kind: "folder", year, month };
    }
  }
  return { kind: "recent" };
}

export function searchForSection(section: ExplorerSection): string {
  const search = new URLSearchParams();
  if (section.kind !== "recent") search.set("view", section.kind);
  if (section.kind === "category") search.set("type", section.type);
  if (section.kind === "apAr") search.set("apAr", section.apAr);
  if (section.kind === "folder") {
    search.set("year", String(section.year));
    if (section.month !== null) search.set("month", String(section.month));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const sameSection = (a: ExplorerSection, b: ExplorerSection): boolean =>
  searchForSection(a) === searchForSection(b);

/** The list filters a section stands for. */
export function sectionFilters(section: ExplorerSection): DocumentListParams {
  switch (section.kind) {
    case "starred":
      return { starred: "true" };
    case "category":
      return { type: section.type };
    case "apAr":
      return { apAr: section.apAr };
    case "folder":
      return { year: section.year, month: section.month ?? undefined };
    default:
      return {};
  }
}

/**
 * A date folder that the overview does not list is 'Folder Not Found' (spec §2); its totals
 * come with it when it exists.
 */
export function findFolder(overview: DocumentOverview, year: number, month: number | null) {
  const yearFolder = overview.dateFolders.find((folder) => folder.year === year);
  if (!yearFolder) return null;
  if (month === null) return yearFolder;
  return yearFolder.months.find((folder) => folder.month === month) ?? null;
}
