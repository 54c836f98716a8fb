import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EXPORTS_BY_VERTICAL } from "../../../../contracts/exports.ts";
import type { Language } from "../../../../contracts/languages.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { MenuContent } from "../../../components/ui/menu-content.tsx";
import type { DocumentListParams } from "../../documents/api/use-documents.ts";
import { exportUrl } from "../export-url.ts";
import { ExportProgress, type StartedDownload } from "./export-progress.tsx";

/**
 * The explorer's and the legal table's Export menu (issue 21): each download of the vertical,
 * of the current filter or of the selected rows, and the progress of the last one started.
 * Shown only to those who may export. Each opening of the menu draws a new token for the
 * downloads it offers, so that the page can ask the server how far the chosen one is.
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
  const [token, setToken] = useState<string | null>(null);
  const [download, setDownload] = useState<StartedDownload | null>(null);
  return (
    <>
      {download && (
        <ExportProgress
          key={download.token}
          download={download}
          onDismiss={() => setDownload(null)}
        />
      )}
      <DropdownMenu.Root onOpenChange={(open) => open && setToken(crypto.randomUUID())}>
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
            <DropdownMenu.Item
              key={kind}
              asChild
              onSelect={() => token && setDownload({ token, kind, startedAt: Date.now() })}
            >
              <a
                href={exportUrl(
                  kind,
                  organizationId,
                  filter,
                  selectedIds,
                  language,
                  token ?? undefined,
                )}
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
    </>
  );
}
