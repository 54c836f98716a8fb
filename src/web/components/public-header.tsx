import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageLinks } from "../features/site/components/language-links.tsx";
import { paths } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";
import { WordMark } from "./word-mark.tsx";

const NAV_LINKS = [
  { to: paths.aboutUs, labelKey: "nav.aboutUs" },
  { to: paths.features, labelKey: "nav.features" },
  { to: paths.contact, labelKey: "nav.contact" },
] as const;

export function PublicHeader() {
  const { t } = useTranslation();
  const session = useSession();
  // The mobile menu is a <details>, so it opens before the scripts have run (issue 19); once
  // they have, choosing a link also folds it.
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");

  const callToAction = session.data ? (
    <Link
      to={paths.verticals}
      onClick={closeMenu}
      className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
    >
      {t("nav.dashboard")}
    </Link>
  ) : (
    <span className="flex items-center gap-3">
      <Link
        to={paths.signIn}
        onClick={closeMenu}
        className="text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        {t("nav.signIn")}
      </Link>
      <Link
        to={paths.bookDemo}
        onClick={closeMenu}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        {t("nav.bookDemo")}
      </Link>
    </span>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <WordMark />
        <nav aria-label={t("nav.mainNavigation")} className="hidden items-center gap-6 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="text-sm font-medium text-slate-700 hover:text-brand-700"
            >
              {t(link.labelKey)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <LanguageLinks />
          <div className="hidden md:block">{callToAction}</div>
          <details ref={menu} className="group md:hidden">
            <summary className="cursor-pointer list-none rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="group-open:hidden">
                ☰
              </span>
              <span aria-hidden="true" className="hidden group-open:inline">
                ✕
              </span>
              <span className="sr-only group-open:hidden">{t("nav.openMenu")}</span>
              <span className="sr-only hidden group-open:inline">{t("nav.closeMenu")}</span>
            </summary>
            <nav
              id="mobile-menu"
              aria-label={t("nav.mainNavigation")}
              className="absolute inset-x-0 top-full flex flex-col gap-1 border-y border-slate-200 bg-white px-4 py-3"
            >
              {NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  onClick={closeMenu}
                  className="rounded px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
                >
                  {t(link.labelKey)}
                </Link>
              ))}
              <div className="pt-2">{callToAction}</div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
