import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentOverview } from "../../../../contracts/documents.ts";
import {
  CheckIcon,
  ChevronIcon,
  ClockIcon,
  FilesIcon,
  FolderIcon,
  ScaleIcon,
  StarIcon,
  TagIcon,
} from "../../../components/ui/icons.tsx";
import { monthName } from "../document-format.ts";
import { sameSection, searchForSection, type ExplorerSection } from "../explorer-section.ts";

function NavLink({
  section,
  current,
  icon,
  label,
  count,
  indent = false,
}: {
  section: ExplorerSection;
  current: ExplorerSection;
  icon?: ReactNode;
  label: string;
  count?: number;
  indent?: boolean;
}) {
  const active = sameSection(section, current);
  return (
    <Link
      to={{ search: searchForSection(section) }}
      aria-current={active ? "page" : undefined}
      className={`flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm ${indent ? "pl-8" : ""} ${
        active
          ? "bg-brand-50 font-semibold text-brand-900"
          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      }`}
    >
      {icon && <span className="text-slate-400">{icon}</span>}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && <span className="text-xs tabular-nums text-slate-500">{count}</span>}
    </Link>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <h3 className="px-2.5 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
      {children}
    </h3>
  );
}

function DateFolders({
  overview,
  current,
}: {
  overview: DocumentOverview;
  current: ExplorerSection;
}) {
  const { t, i18n } = useTranslation();
  const openYear = current.kind === "folder" ? current.year : overview.dateFolders[0]?.year;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    new Set(openYear === undefined ? [] : [openYear]),
  );
  if (overview.dateFolders.length === 0) {
    return (
      <div className="px-2.5 py-1 text-sm">
        <p className="font-medium text-slate-700">{t("explorer.folders.noFolders")}</p>
        <p className="mt-0.5 text-xs text-slate-500">{t("explorer.folders.hint")}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-0.5">
      {overview.dateFolders.map((folder) => {
        const open = expanded.has(folder.year);
        return (
          <li key={folder.year}>
            <div className="flex items-center">
              <button
                type="button"
                aria-expanded={open}
                aria-label={t("explorer.folders.toggleYear", { year: folder.year })}
                onClick={() =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (next.has(folder.year)) next.delete(folder.year);
                    else next.add(folder.year);
                    return next;
                  })
                }
                className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <ChevronIcon
                  className={`h-3.5 w-3.5 transition-transform ${open ? "rotate-90" : ""}`}
                />
              </button>
              <div className="min-w-0 flex-1">
                <NavLink
                  section={{ kind: "folder", year: folder.year, month: null }}
                  current={current}
                  icon={<FolderIcon />}
                  label={String(folder.year)}
                  count={folder.count}
                />
              </div>
            </div>
            {open && (
              <ul className="space-y-0.5">
                {folder.months.map((month) => (
                  <li key={month.month}>
                    <NavLink
                      section={{ kind: "folder", year: folder.year, month: month.month }}
                      current={current}
                      label={monthName(month.month, i18n.language)}
                      count={month.count}
                      indent
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The explorer's sections (spec §2): Recent, All Documents, Starred, Categories, AP/AR, folders
 * by date, and the settings links the app passes in. A toggle shows it on phones.
 */
export function ExplorerNav({
  overview,
  current,
  reviewPath,
  settingsLinks,
}: {
  overview: DocumentOverview | undefined;
  current: ExplorerSection;
  reviewPath?: string;
  settingsLinks: ReactNode;
}) {
  const { t } = useTranslation();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={openOnPhone}
        onClick={() => setOpenOnPhone(!openOnPhone)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-800 lg:hidden"
      >
        {t("explorer.browse")}
        <ChevronIcon className={`h-4 w-4 transition-transform ${openOnPhone ? "rotate-90" : ""}`} />
      </button>
      <nav
        aria-label={t("explorer.navigation")}
        className={`${openOnPhone ? "block" : "hidden"} mt-2 rounded-xl border border-slate-200 bg-white p-2 lg:mt-0 lg:block`}
      >
        <ul className="space-y-0.5">
          <li>
            <NavLink
              section={{ kind: "recent" }}
              current={current}
              icon={<ClockIcon />}
              label={t("explorer.sections.recent")}
            />
          </li>
          <li>
            <NavLink
              section={{ kind: "all" }}
              current={current}
              icon={<FilesIcon />}
              label={t("explorer.sections.all")}
              count={overview?.totalCount}
            />
          </li>
          <li>
            <NavLink
              section={{ kind: "starred" }}
              current={current}
              icon={<StarIcon />}
              label={t("explorer.sections.starred")}
              count={overview?.starredCount}
            />
          </li>
          {reviewPath && (
            <li>
              <Link
                to={reviewPath}
                className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                <span className="text-slate-400">
                  <CheckIcon />
                </span>
                <span className="min-w-0 flex-1 truncate">{t("explorer.sections.review")}</span>
                {overview && overview.needsReviewCount > 0 && (
                  <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold tabular-nums text-amber-800">
                    {overview.needsReviewCount}
                  </span>
                )}
              </Link>
            </li>
          )}
        </ul>
        <Heading>{t("explorer.sections.categories")}</Heading>
        <ul className="space-y-0.5">
          {overview?.categories
            .filter((category) => category.type !== null)
            .map((category) => (
              <li key={category.type}>
                <NavLink
                  section={{ kind: "category", type: category.type ?? "" }}
                  current={current}
                  icon={<TagIcon />}
                  label={t(`workspace.types.${category.type}`, {
                    defaultValue: category.type ?? "",
                  })}
                  count={category.count}
                />
              </li>
            ))}
        </ul>
        <Heading>{t("explorer.sections.apAr")}</Heading>
        <ul className="space-y-0.5">
          {(["AP", "AR"] as const).map((apAr) => (
            <li key={apAr}>
              <NavLink
                section={{ kind: "apAr", apAr }}
                current={current}
                icon={<ScaleIcon />}
                label={t(`explorer.apAr.${apAr}`)}
                count={overview?.apAr[apAr]}
              />
            </li>
          ))}
        </ul>
        <Heading>{t("explorer.sections.folders")}</Heading>
        {overview ? (
          <DateFolders overview={overview} current={current} />
        ) : (
          <div className="mx-2.5 h-16 animate-pulse rounded bg-slate-100" />
        )}
        <Heading>{t("explorer.sections.settings")}</Heading>
        {settingsLinks}
      </nav>
    </div>
  );
}
