import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > … > this page (spec §2 content pages); the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: readonly Crumb[] = [{ label: t("site.home"), to: "/" }, ...trail];
  return (
    <nav aria-label={t("site.breadcrumbs")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
