import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { EXPORTS_BY_VERTICAL } from "../../../../contracts/exports.ts";
import type { Language } from "../../../../contracts/languages.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { MenuContent } from "../../../components/ui/menu-content.tsx";
import type { DocumentListParams } from "../../documents/api/use-documents.ts";
import { exportUrl } from "../export-url.ts";

/**
 * The explorer's and the legal table's Export menu (issue 21): each download of the vertical,
 * of the current filter or of the selected rows. Shown only to those who may export.
 */
export function ExportMenu({
  organizationId,
  vertical,
  filter,
  selectedIds,
}: {
  organizationId: string;
  vertical: Vertical;
  filter: DocumentListParams;
  selectedIds: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === "id" ? "id" : "en") satisfies Language;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        data-testid="export-menu"
      >
        {selectedIds.length > 0
          ? t("exports.buttonSelected", { count: selectedIds.length })
          : t("exports.button")}
      </DropdownMenu.Trigger>
      <MenuContent align="end" minWidthClass="min-w-72">
        <DropdownMenu.Label className="px-2 py-1 text-xs text-slate-500">
          {t("exports.menuLabel")}
        </DropdownMenu.Label>
        {EXPORTS_BY_VERTICAL[vertical].map((kind) => (
          <DropdownMenu.Item key={kind} asChild>
            <a
              href={exportUrl(kind, organizationId, filter, selectedIds, language)}
              download
              className="block cursor-pointer rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              {t(`exports.kinds.${kind}`)}
            </a>
          </DropdownMenu.Item>
        ))}
        <p className="max-w-72 px-2 py-1 text-xs text-slate-500">{t("exports.hint")}</p>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
